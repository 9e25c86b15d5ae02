import { z } from 'zod';
import type { Impersonation } from '../../db/run-query.js';
import { decimalInteger } from '../shared/decimal.js';
import { asList } from './filters.js';

/** A repeatable query parameter (`filter`, `sort`), always handed on as a list. */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform(asList);

/** A query parameter holding a JSON object, or `message` when it holds anything else. */
const jsonObjectParam = (message: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          return value as Record<string, unknown>;
        }
      } catch {
        // Reported below, like any other shape.
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** `claims` in a query string: a JSON object. */
const claimsParam = jsonObjectParam('claims must be a JSON object');

const role = z.string().min(1).optional();
const bodyClaims = z.record(z.string(), z.unknown()).optional();
const keyValues = z.record(z.string(), z.unknown());

export const impersonationQuery = z.object({ role, claims: claimsParam });
export const selectionQuery = impersonationQuery.extend({ filter: repeated, sort: repeated });
/** `after` / `before` in a query string: a primary key as a JSON object. */
const keyParam = jsonObjectParam('after and before must be a JSON object of key values');

export const rowsQuery = selectionQuery
  .extend({
    limit: decimalInteger(1, 1000).default(100),
    offset: decimalInteger(0, Number.MAX_SAFE_INTEGER).default(0),
    after: keyParam,
    before: keyParam,
  })
  .refine((q) => !(q.after && q.before), { message: 'Give after or before, not both' })
  .refine((q) => !((q.after || q.before) && q.offset > 0), {
    message: 'A page is found by offset or by key, not both',
  });
export const countQuery = selectionQuery.extend({ exact: z.enum(['true', 'false']).optional() });

export const valueBody = z.object({
  column: z.string(),
  primary_key: keyValues,
  role,
  claims: bodyClaims,
});
export const insertBody = z.object({ values: keyValues, role, claims: bodyClaims });
export const updateBody = z.object({
  // Optional here so that a missing key gets the spec's own refusal, not a schema error.
  primary_key: keyValues.default({}),
  values: keyValues,
  role,
  claims: bodyClaims,
});
export const deleteBody = z.object({
  primary_keys: z.array(keyValues).optional(),
  filters: z.array(z.string()).optional(),
  role,
  claims: bodyClaims,
});
export const truncateBody = z.object({ cascade: z.boolean().optional(), role });

/** The role to run as, if any, from a request's `role` and `claims`. */
export const impersonation = (request: {
  role?: string;
  claims?: Record<string, unknown>;
}): Impersonation | undefined =>
  request.role ? { role: request.role, claims: request.claims } : undefined;
