import { z } from 'zod';

const defaultValue = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();

/** A new column as the API takes it: in `POST /columns`, and in `POST /tables` with its table. */
export const newColumnBody = z.object({
  name: z.string().min(1, 'Please assign a name for your column'),
  type: z.string().min(1, 'Please select a type for your column'),
  default_value: defaultValue,
  default_value_format: z.enum(['literal', 'expression']).optional(),
  is_nullable: z.boolean().optional(),
  is_unique: z.boolean().optional(),
  is_identity: z.boolean().optional(),
  identity_generation: z.enum(['ALWAYS', 'BY DEFAULT']).optional(),
  is_array: z.boolean().optional(),
  is_primary_key: z.boolean().optional(),
  check: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
});
