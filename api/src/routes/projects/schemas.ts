import { z } from 'zod';

/**
 * An organization's or project's name: 1 to 64 characters (code points) once trimmed, stored as
 * given otherwise. It is only ever shown as text and passed as a query parameter.
 */
export const displayName = z
  .string({ error: 'must be text' })
  .trim()
  .refine((name) => name.length > 0 && [...name].length <= 64, {
    error: 'must be 1 to 64 characters',
  });

export const projectBody = z.object({ name: displayName });

/** The organization's slug, when the caller chooses it, as the platform database allows it. */
export const organizationBody = z.object({
  name: displayName,
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, {
      error: 'must be 1 to 63 lowercase letters, digits or dashes, not starting with a dash',
    })
    .optional(),
});
