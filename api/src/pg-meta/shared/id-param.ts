import { z } from 'zod';

/** `:id` path parameters: Postgres oids, positive integers. */
export const idParam = z.object({
  id: z.coerce.number().int().positive('id must be a positive number'),
});
