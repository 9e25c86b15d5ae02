import { useState } from 'react';
import { TextField } from '@atrium/design-system';
import { useCreateSchema } from '../data/schema-mutations.js';
import type { Submission } from './data/use-submission.js';
import { FormOverlay } from './FormOverlay.js';
import { SubmissionForm } from './SubmissionForm.js';

export interface CreateSchemaDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onCreated: (name: string) => void;
}

/** Creates a schema (`POST /schemas`); the editor then shows it. */
export function CreateSchemaDialog({ isOpen, onOpenChange, onCreated }: CreateSchemaDialogProps) {
  return (
    <FormOverlay
      kind="dialog"
      title="Create a new schema"
      submitLabel="Create schema"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(form) => (
        <CreateSchemaForm
          {...form}
          onCreated={(name) => {
            onOpenChange(false);
            onCreated(name);
          }}
        />
      )}
    </FormOverlay>
  );
}

/** Inside the dialog, so each opening starts empty. */
function CreateSchemaForm({
  formId,
  submission,
  onCreated,
}: {
  formId: string;
  submission: Submission;
  onCreated: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const createSchema = useCreateSchema();
  return (
    <SubmissionForm
      id={formId}
      submission={submission}
      save={async () => {
        await createSchema.trigger(name);
        onCreated(name);
      }}
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        validate={(value) => (value.trim() ? undefined : 'Required field')}
        autoFocus
      />
    </SubmissionForm>
  );
}
