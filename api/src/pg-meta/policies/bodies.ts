import { z } from 'zod';
import { POLICY_COMMANDS } from './sql.js';

/** A new policy, as `POST /policies` takes it. */
export const createBody = z.object({
  name: z.string().min(1),
  schema: z.string().default('public'),
  table: z.string().min(1),
  command: z.enum(POLICY_COMMANDS).default('ALL'),
  action: z.literal('PERMISSIVE').optional(),
  roles: z.array(z.string().min(1)).optional(),
  definition: z.string().optional(),
  check: z.string().optional(),
});

/** What `PATCH /policies/{id}` may change: ALTER POLICY cannot change the command. */
export const updateBody = z.object({
  name: z.string().min(1).optional(),
  roles: z.array(z.string().min(1)).optional(),
  definition: z.string().optional(),
  check: z.string().optional(),
});

/** A change to an existing policy named by id, for the preview and the tester. */
export const existingChange = updateBody.extend({ id: z.number().int().positive() });

/**
 * `POST /policies/preview`: the body of a create, or an id plus the body of an update. The id is
 * tried first, so an update is never mistaken for a create.
 */
export const previewBody = z.union([existingChange.strict(), createBody]);

export type CreateBody = z.infer<typeof createBody>;
export type UpdateBody = z.infer<typeof updateBody>;
export type ExistingChange = z.infer<typeof existingChange>;
