import { useId, useState } from 'react';
import { Button, CodeBlock, Dialog, FormDialogActions, TextField } from '@atrium/design-system';
import { useCreateS3Credential } from '../data/s3-credentials-mutations.js';
import * as css from './StorageSettings.css.js';

type Created = Awaited<ReturnType<ReturnType<typeof useCreateS3Credential>['trigger']>>;

/**
 * A new S3 access key, named by a description; once made, its secret is shown this one time, to
 * copy, and is gone when the dialog closes.
 */
export function NewAccessKeyDialog({ onClose }: { readonly onClose: () => void }) {
  const formId = useId();
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const create = useCreateS3Credential();
  const problem = description.trim() === '' ? 'Please describe what the key is for' : undefined;

  const save = async () => {
    setSubmitted(true);
    if (problem) return;
    try {
      setCreated(await create.trigger(description.trim()));
    } catch {
      // Toasted; the description stays as typed.
    }
  };

  return (
    <Dialog
      isOpen
      // Only the buttons close it once the secret shows, so it is not lost to a stray click.
      isDismissable={created === null}
      onOpenChange={(open) => !open && onClose()}
      title={created ? 'Copy your secret access key' : 'New S3 access key'}
      footer={(close) =>
        created ? (
          <Button variant="solid" tone="accent" onPress={close}>
            Done
          </Button>
        ) : (
          <FormDialogActions
            close={close}
            formId={formId}
            submitLabel="Create access key"
            isPending={create.isMutating}
          />
        )
      }
    >
      {created ? (
        <div className={css.section}>
          <p className={css.hint}>
            The secret is shown this once: copy it now. Atrium keeps it encrypted and never shows it
            again.
          </p>
          <CodeBlock code={created.access_key} aria-label="Access key ID" />
          <CodeBlock code={created.secret_key} aria-label="Secret access key" />
        </div>
      ) : (
        <form
          id={formId}
          aria-label="New S3 access key"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label="Description"
            autoFocus
            maxLength={100}
            value={description}
            onChange={setDescription}
            errorMessage={submitted ? problem : undefined}
            description="What the key is for, such as 'Backups from the CI server'."
          />
        </form>
      )}
    </Dialog>
  );
}
