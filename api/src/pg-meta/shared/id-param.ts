import { z } from 'zod';
import { decimalInteger } from './decimal.js';

/** The largest id a route accepts: ids are Postgres oids, unsigned 32-bit (see `oid-output.ts`). */
export const MAX_ID = 2 ** 32 - 1;

/** One id (a Postgres oid) in a path or query string: decimal digits only, 1 to `MAX_ID`. */
export const positiveId = decimalInteger(1, MAX_ID);

/** `:id` path parameters. */
export const idParam = z.object({ id: positiveId });

/** `?table_id=`, the filter of list endpoints scoped to one table. */
export const tableIdFilter = z.object({ table_id: positiveId.optional() });
