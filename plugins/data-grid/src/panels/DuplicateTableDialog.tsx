import { useState } from 'react';
import { usePgMeta, usePluginContext, type Entity } from '@atrium/core/plugin-api';
import { Checkbox, TextField } from '@atrium/design-system';
import { useDuplicateTable } from '../data/table-mutations.js';
import { editorHref } from '../sidebar/links.js';
import type { Submission } from './data/use-submission.js';
import { FormOverlay } from './FormOverlay.js';
import { SubmissionForm } from './SubmissionForm.js';

export interface DuplicateTableDialogProps {
  readonly table: Entity;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** Copies a table's structure, and its rows when asked (`POST /tables/{id}/duplicate`). */
export function DuplicateTableDialog({ table, isOpen, onOpenChange }: DuplicateTableDialogProps) {
  return (
    <FormOverlay
      kind="dialog"
      title={`Duplicate table ${table.name}`}
      submitLabel="Duplicate"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(form) => <DuplicateForm {...form} table={table} onDone={() => onOpenChange(false)} />}
    </FormOverlay>
  );
}

function DuplicateForm({
  formId,
  submission,
  table,
  onDone,
}: {
  formId: string;
  submission: Submission;
  table: Entity;
  onDone: () => void;
}) {
  const [name, setName] = useState(`${table.name}_duplicate`);
  const [withData, setWithData] = useState(false);
  const { ref } = usePgMeta();
  const { navigate } = usePluginContext();
  const duplicateTable = useDuplicateTable();
  return (
    <SubmissionForm
      id={formId}
      submission={submission}
      save={async () => {
        const copy = await duplicateTable.trigger({
          id: table.id,
          from: table.name,
          json: { name, with_data: withData },
        });
        onDone();
        navigate(editorHref(ref, table.schema, copy.id));
      }}
    >
      <TextField
        label="Name of the copy"
        value={name}
        onChange={setName}
        validate={(value) => (value.trim() ? undefined : 'Please provide a name for your table')}
        autoFocus
      />
      <Checkbox
        isSelected={withData}
        onChange={setWithData}
        description="Copies every row; the copy's identity columns continue after the copied values."
      >
        Duplicate table with data
      </Checkbox>
    </SubmissionForm>
  );
}
