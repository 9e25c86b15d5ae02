import { useId, useState } from 'react';
import { usePluginContext } from '@atrium/core/plugin-api';
import { Dialog, FormDialogActions } from '@atrium/design-system';
import { useCreateBucket } from '../data/buckets-mutations.js';
import { storagePaths } from '../layout/storage-paths.js';
import { bucketFormProblem, emptyBucketForm, newBucketOf } from './bucket-form.js';
import { BucketFormFields } from './BucketFormFields.js';

/**
 * 'Create storage bucket' (spec 2.7): nothing is sent while the form has an error; a refusal is
 * toasted and the dialog stays open with what was typed; success opens the new bucket.
 */
export function CreateBucketDialog({ onClose }: { readonly onClose: () => void }) {
  const context = usePluginContext();
  const ref = context.projectRef ?? 'default';
  const formId = useId();
  const [form, setForm] = useState(emptyBucketForm);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateBucket();

  const save = async () => {
    setSubmitted(true);
    if (bucketFormProblem(form)) return;
    const bucket = newBucketOf(form);
    try {
      await create.trigger(bucket);
    } catch {
      return; // Toasted; the form keeps what was typed.
    }
    onClose();
    context.navigate(storagePaths.bucket(ref, bucket.id));
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Create storage bucket"
      footer={(close) => (
        <FormDialogActions
          close={close}
          formId={formId}
          submitLabel="Save"
          isPending={create.isMutating}
        />
      )}
    >
      <form
        id={formId}
        aria-label="Create storage bucket"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <BucketFormFields
          form={form}
          onChange={setForm}
          storedPublic={undefined}
          submitted={submitted}
        />
      </form>
    </Dialog>
  );
}
