import { useState } from 'react';
import { columnKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { ErrorPanel, Skeleton, TextField } from '@atrium/design-system';
import type { ColumnChange } from '../grid/model/column-layout.js';
import { useAddColumn, useUpdateColumn } from '../data/column-mutations.js';
import { ColumnFlags } from './columns/ColumnFlags.js';
import { ColumnTypePicker } from './columns/ColumnTypePicker.js';
import {
  columnErrors,
  emptyColumn,
  hasErrors,
  updateColumn,
  type ColumnDraft,
} from './columns/column-draft.js';
import { columnChanges, newColumnBody } from './columns/column-request.js';
import { DefaultValueField } from './columns/DefaultValueField.js';
import { currentTypeOption, draftOfColumn } from './columns/existing-column.js';
import { useEnumTypes } from './data/use-enum-types.js';
import type { Submission } from './data/use-submission.js';
import { FormOverlay } from './FormOverlay.js';
import { SubmissionForm } from './SubmissionForm.js';

/** A column as `/platform/pg-meta/{ref}/columns` returns it (the fields the panel edits). */
export interface EditableColumn {
  readonly id: string;
  readonly table_id: number;
  readonly name: string;
}

export interface ColumnEditorPanelProps {
  readonly tableId: number;
  /** The column to edit; without it the panel adds a new column. */
  readonly column?: EditableColumn;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /**
   * Called after the change is saved, with the column's name before and after (a renamed column's
   * saved width and frozen state follow it), so the caller can refresh its rows and columns.
   */
  readonly onSaved: (change: ColumnChange) => void;
}

/** Side panel to add a column (`POST /columns`) or edit one (`PATCH /columns/{id}`). */
export function ColumnEditorPanel({
  tableId,
  column,
  isOpen,
  onClose,
  onSaved,
}: ColumnEditorPanelProps) {
  return (
    <FormOverlay
      kind="side-panel"
      title={column ? `Update column ${column.name}` : 'Add new column'}
      submitLabel="Save"
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
    >
      {(form) =>
        column ? (
          <ExistingColumnForm id={column.id} {...form} onSaved={onSaved} onClose={onClose} />
        ) : (
          <NewColumnForm tableId={tableId} {...form} onSaved={onSaved} onClose={onClose} />
        )
      }
    </FormOverlay>
  );
}

/** What every column form shares: its id (for the footer's Save), the save state, and what follows. */
interface FormProps {
  formId: string;
  submission: Submission;
  onSaved: (change: ColumnChange) => void;
  onClose: () => void;
}

function NewColumnForm({ tableId, ...form }: FormProps & { tableId: number }) {
  const [initial] = useState(() => emptyColumn());
  return <ColumnForm {...form} initial={initial} save={useAddColumnDraft(tableId)} isNew />;
}

/** Loads the column (its current definition), then edits it. */
function ExistingColumnForm({ id, ...form }: FormProps & { id: string }) {
  const column = useProjectQuery(columnKeys.detail(id), (pgMeta) =>
    pgMeta.columns.columns[':id'].$get({ param: { id } }),
  );
  const enums = useEnumTypes();
  const save = useUpdateColumnDraft(id);
  if (column.error)
    return <ErrorPanel title="Failed to load the column" message={column.error.message} />;
  if (!column.data || (!enums.data && !enums.error))
    return <Skeleton count={4} label="Loading the column" />;
  const initial = draftOfColumn(column.data, enums.data ?? []);
  return (
    <ColumnForm
      {...form}
      key={column.data.id}
      initial={initial}
      currentType={currentTypeOption(column.data)}
      save={(draft, beforeRefresh) => save(initial, draft, beforeRefresh)}
    />
  );
}

function ColumnForm({
  formId,
  submission,
  initial,
  currentType,
  save,
  onSaved,
  onClose,
  isNew = false,
}: FormProps & {
  initial: ColumnDraft;
  currentType?: ReturnType<typeof currentTypeOption>;
  save: SaveDraft;
  isNew?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? columnErrors(draft) : {};
  const change = (fields: Partial<ColumnDraft>) => setDraft((d) => updateColumn(d, fields));
  return (
    <SubmissionForm
      id={formId}
      noValidate
      submission={submission}
      onAttempt={() => setTried(true)}
      isValid={() => !hasErrors(columnErrors(draft))}
      save={async () => {
        // Before the refresh: the grid moves what it keeps by column name (width, frozen,
        // sorts) to a new name first, so nothing is read under the old one.
        await save(draft, () =>
          onSaved({ before: isNew ? undefined : initial.name, name: draft.name }),
        );
        onClose();
      }}
    >
      <TextField
        label="Name"
        value={draft.name}
        onChange={(name) => change({ name })}
        errorMessage={errors.name}
        autoFocus
      />
      <TextField
        label="Description"
        placeholder="Optional"
        value={draft.comment}
        onChange={(comment) => change({ comment })}
      />
      <ColumnTypePicker
        value={draft.type}
        onChange={(type) => change({ type })}
        errorMessage={errors.type}
        current={currentType?.id === initial.type ? currentType : undefined}
      />
      <DefaultValueField
        value={draft.defaultValue}
        onChange={(defaultValue) => change({ defaultValue })}
        isDisabled={draft.isIdentity}
      />
      <ColumnFlags column={draft} onChange={change} withPrimaryKey={isNew} />
      <TextField
        label="Check constraint"
        placeholder="length(name) < 100"
        value={draft.check}
        onChange={(check) => change({ check })}
      />
    </SubmissionForm>
  );
}

/** Saves a draft, running `beforeRefresh` once it is written and before the table is refetched. */
type SaveDraft = (draft: ColumnDraft, beforeRefresh: () => void) => Promise<void>;

function useAddColumnDraft(tableId: number): SaveDraft {
  const add = useAddColumn();
  return async (draft, beforeRefresh) => {
    await add.trigger(newColumnBody(tableId, draft), { beforeInvalidate: beforeRefresh });
  };
}

function useUpdateColumnDraft(id: string) {
  const update = useUpdateColumn();
  return async (before: ColumnDraft, ...[after, beforeRefresh]: Parameters<SaveDraft>) => {
    await update.trigger(
      { id, name: after.name, changes: columnChanges(before, after) },
      { beforeInvalidate: beforeRefresh },
    );
  };
}
