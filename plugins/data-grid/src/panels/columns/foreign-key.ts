/** Spec: foreign-key actions cascade, restrict, set default, set NULL, no action (API values). */
export const FOREIGN_KEY_ACTIONS = [
  'no action',
  'cascade',
  'restrict',
  'set default',
  'set NULL',
] as const;
export type ForeignKeyAction = (typeof FOREIGN_KEY_ACTIONS)[number];

export const FOREIGN_KEY_ACTION_LABELS: Record<ForeignKeyAction, string> = {
  'no action': 'No action',
  cascade: 'Cascade',
  restrict: 'Restrict',
  'set default': 'Set default',
  'set NULL': 'Set NULL',
};

/** A new column's reference to a column of another table, picked from the API's lists. */
export interface ForeignKeyDraft {
  readonly schema: string;
  /** The referenced table: undefined until one is picked. */
  readonly tableId?: number;
  readonly table: string;
  /** '' until a column is picked. */
  readonly column: string;
  readonly onDelete: ForeignKeyAction;
}

export const foreignKeyError = (fk: ForeignKeyDraft | undefined) =>
  fk && (fk.tableId === undefined || !fk.column)
    ? 'Please select the referenced table and column'
    : undefined;

/** A foreign key of `POST /tables`, from `column` of the table being created. */
export function newTableForeignKey(column: string, fk: ForeignKeyDraft) {
  return {
    source_columns: [column],
    target_id: fk.tableId!,
    target_columns: [fk.column],
    deletion_action: fk.onDelete,
  };
}
