import {
  columnErrors,
  hasErrors,
  starterColumns,
  type ColumnDraft,
} from '../columns/column-draft.js';
import { identifierProblem } from '@atrium/common/identifiers';

/** The table panel's fields. */
export interface TableForm {
  readonly name: string;
  readonly comment: string;
  readonly rlsEnabled: boolean;
  readonly schema: string;
  /** New tables only; an existing table's columns are edited one at a time. */
  readonly columns: readonly ColumnDraft[];
}

/** The table as it is now, when editing. */
export interface ExistingTable {
  readonly id: number;
  readonly name: string;
  readonly schema: string;
  readonly comment: string | null;
  readonly rls_enabled: boolean;
}

export function initialTableForm(schema: string, table?: ExistingTable): TableForm {
  return table
    ? {
        name: table.name,
        comment: table.comment ?? '',
        rlsEnabled: table.rls_enabled,
        schema: table.schema,
        columns: [],
      }
    : { name: '', comment: '', rlsEnabled: true, schema, columns: starterColumns() };
}

export function tableNameError(name: string): string | undefined {
  if (!name.trim()) return 'Please provide a name for your table';
  return identifierProblem(name);
}

/** Whether the form can be saved: a valid name and, for a new table, valid columns. */
export function isTableFormValid(form: TableForm): boolean {
  if (tableNameError(form.name)) return false;
  return form.columns.every(
    (column, index) =>
      !hasErrors(
        columnErrors(
          column,
          form.columns.filter((_, i) => i !== index).map((c) => c.name),
        ),
      ),
  );
}

/** What `PATCH /tables/{id}` needs: only the fields that changed. */
export function tableChanges(table: ExistingTable, form: TableForm) {
  const comment = form.comment.trim() ? form.comment : null;
  return {
    ...(form.name !== table.name ? { name: form.name } : {}),
    ...(comment !== table.comment ? { comment } : {}),
    ...(form.rlsEnabled !== table.rls_enabled ? { rls_enabled: form.rlsEnabled } : {}),
    ...(form.schema !== table.schema ? { schema: form.schema } : {}),
  };
}

/** The spec's RLS warnings: what the choice means for who can read the rows. */
export const rlsWarning = (enabled: boolean) =>
  enabled
    ? 'With RLS enabled and no policies, selects return an empty array: add policies to let users read and write rows.'
    : // No anonymous data API is served here: who reads the rows is whoever the table is granted to.
      'With RLS disabled, every role granted access to the table reads and writes all of its rows: no policy applies.';
