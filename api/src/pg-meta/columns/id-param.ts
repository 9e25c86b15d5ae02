import { z } from 'zod';

/** `:id` of a column: `{table_id}.{ordinal_position}`, as the list returns it. */
export const columnIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}\.[1-9]\d{0,4}$/, 'id must look like {table_id}.{ordinal_position}')
    .transform((id) => {
      const [tableId, ordinal] = id.split('.').map(Number) as [number, number];
      return { tableId, ordinal };
    }),
});
