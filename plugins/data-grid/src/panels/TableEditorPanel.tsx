import { useState } from 'react';
import { usePgMeta, usePluginContext } from '@atrium/core/plugin-api';
import { Checkbox, Select, SelectItem, TextField } from '@atrium/design-system';
import { useSchemas } from '../sidebar/data/use-schemas.js';
import { useCreateTable, useUpdateTable } from '../data/table-mutations.js';
import { editorHref } from '../sidebar/links.js';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { NewTableColumns } from './columns/NewTableColumns.js';
import type { Submission } from './data/use-submission.js';
import { FormOverlay } from './FormOverlay.js';
import { SubmissionForm } from './SubmissionForm.js';
import { newColumnFields } from './columns/column-request.js';
import { newTableForeignKey } from './columns/foreign-key.js';
import {
  initialTableForm,
  isTableFormValid,
  rlsWarning,
  tableChanges,
  tableNameError,
  type ExistingTable,
  type TableForm,
} from './table/table-form.js';
import * as css from './panels.css.js';

export interface TableEditorPanelProps {
  /** The schema a new table goes into. */
  readonly schema: string;
  /** The table to edit; without it the panel creates a table. */
  readonly table?: ExistingTable;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /**
   * Called with the saved table once the panel closes. Without it, the table editor opens a
   * table just created, or moved to another schema; a list screen passes it to stay where it is.
   */
  readonly onSaved?: (saved: SavedTable) => void;
}

/** Where a saved table now is. */
export interface SavedTable {
  readonly id: number;
  readonly schema: string;
}

/** New table / Edit Table, in a side panel. */
export function TableEditorPanel({
  schema,
  table,
  isOpen,
  onOpenChange,
  onSaved,
}: TableEditorPanelProps) {
  const { ref } = usePgMeta();
  const { navigate } = usePluginContext();
  const saved = (where: SavedTable) => {
    onOpenChange(false);
    if (onSaved) onSaved(where);
    else if (!table || where.schema !== table.schema)
      navigate(editorHref(ref, where.schema, where.id));
  };
  return (
    <FormOverlay
      kind="side-panel"
      title={table ? `Edit table ${table.name}` : `Create a new table under ${schema}`}
      submitLabel="Save"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(form) => <TableFormBody {...form} schema={schema} table={table} onSaved={saved} />}
    </FormOverlay>
  );
}

function TableFormBody({
  formId,
  schema,
  table,
  submission,
  onSaved,
}: {
  formId: string;
  schema: string;
  table: ExistingTable | undefined;
  submission: Submission;
  onSaved: (saved: SavedTable) => void;
}) {
  const [form, setForm] = useState<TableForm>(() => initialTableForm(schema, table));
  const [tried, setTried] = useState(false);
  const save = useSaveTable(table);
  const change = (fields: Partial<TableForm>) => setForm((current) => ({ ...current, ...fields }));
  return (
    <SubmissionForm
      id={formId}
      noValidate
      submission={submission}
      onAttempt={() => setTried(true)}
      isValid={() => isTableFormValid(form)}
      save={async () => onSaved(await save(form))}
    >
      <TextField
        label="Name"
        value={form.name}
        onChange={(name) => change({ name })}
        validate={tableNameError}
        errorMessage={tried ? tableNameError(form.name) : undefined}
        autoFocus
      />
      <TextField
        label="Description"
        placeholder="Optional"
        value={form.comment}
        onChange={(comment) => change({ comment })}
      />
      {table && <SchemaField value={form.schema} onChange={(value) => change({ schema: value })} />}
      <Checkbox
        isSelected={form.rlsEnabled}
        onChange={(rlsEnabled) => change({ rlsEnabled })}
        description="Restrict access to the table's rows with policies."
      >
        Enable Row Level Security (RLS)
      </Checkbox>
      <p className={css.hint} role="note">
        {rlsWarning(form.rlsEnabled)}
      </p>
      {!table && (
        <NewTableColumns
          schema={form.schema}
          columns={form.columns}
          onChange={(columns) => change({ columns })}
          showErrors={tried}
        />
      )}
    </SubmissionForm>
  );
}

/** Moving a table: any schema the editor may write into. */
function SchemaField({ value, onChange }: { value: string; onChange: (schema: string) => void }) {
  const schemas = (useSchemas().data ?? []).filter((s) => !isProtectedSchema(s.name));
  return (
    <Select
      label="Schema"
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      items={
        schemas.length > 0 ? schemas : [{ id: 0, name: value, owner: '', is_protected: false }]
      }
    >
      {(schema) => <SelectItem id={schema.name}>{schema.name}</SelectItem>}
    </Select>
  );
}

/**
 * Creates the table with its columns and foreign keys (`POST /tables`, one transaction: a refused
 * key leaves no table behind), or saves what changed.
 */
function useSaveTable(table: ExistingTable | undefined) {
  const createTable = useCreateTable();
  const updateTable = useUpdateTable();
  return async (form: TableForm): Promise<SavedTable> => {
    if (table) {
      await updateTable.trigger({
        id: table.id,
        name: form.name,
        changes: tableChanges(table, form),
      });
      return { id: table.id, schema: form.schema };
    }
    const created = await createTable.trigger({
      schema: form.schema,
      name: form.name,
      comment: form.comment.trim() || null,
      rls_enabled: form.rlsEnabled,
      columns: form.columns.map(newColumnFields),
      foreign_keys: form.columns.flatMap((column) =>
        column.foreignKey ? [newTableForeignKey(column.name, column.foreignKey)] : [],
      ),
    });
    return { id: created.id, schema: form.schema };
  };
}
