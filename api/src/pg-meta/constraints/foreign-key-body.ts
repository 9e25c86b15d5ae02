import { z } from 'zod';
import { FK_ACTIONS } from './foreign-key-sql.js';

const columns = z.array(z.string().min(1)).min(1);

/** A foreign key from columns of a table (named by the caller) to columns of `target_id`. */
const foreignKeyFields = z.object({
  constraint_name: z.string().min(1).optional(),
  source_columns: columns,
  target_id: z.number().int().positive(),
  target_columns: columns,
  deletion_action: z.enum(FK_ACTIONS).optional(),
  update_action: z.enum(FK_ACTIONS).optional(),
});

const sameLength = (fk: { source_columns: string[]; target_columns: string[] }) =>
  fk.source_columns.length === fk.target_columns.length;
const sameLengthMessage = {
  message: 'source_columns and target_columns must have the same length',
};

/** `POST /foreign-keys`: the source table is `source_id`. */
export const newForeignKeyBody = foreignKeyFields
  .extend({ source_id: z.number().int().positive() })
  .refine(sameLength, sameLengthMessage);

/** A foreign key in `POST /tables`: its source is the table being created. */
export const newTableForeignKeyBody = foreignKeyFields.refine(sameLength, sameLengthMessage);
export type NewTableForeignKey = z.infer<typeof newTableForeignKeyBody>;
