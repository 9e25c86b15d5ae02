import { useId, useState } from 'react';
import { Dialog, FormDialogActions } from '@atrium/design-system';
import type { Bucket } from '../data/bucket.js';
import { useUpdateBucket } from '../data/buckets-mutations.js';
import {
  allowedMimeTypesOf,
  bucketFormOf,
  bucketFormProblem,
  fileSizeLimitBytes,
} from './bucket-form.js';
import { BucketFormFields } from './BucketFormFields.js';

/**
 * 'Edit bucket "[name]"' (spec 2.7): the name is fixed; public, the size limit and the allowed
 * types change. A refusal is toasted and the dialog stays open.
 */
export function EditBucketDialog({
  bucket,
  onClose,
}: {
  readonly bucket: Bucket;
  readonly onClose: () => void;
}) {
  const formId = useId();
  const [form, setForm] = useState(() => bucketFormOf(bucket));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateBucket();

  const save = async () => {
    setSubmitted(true);
    if (bucketFormProblem(form)) return;
    try {
      await update.trigger({
        id: bucket.id,
        change: {
          public: form.isPublic,
          file_size_limit: fileSizeLimitBytes(form),
          allowed_mime_types: allowedMimeTypesOf(form.allowedMimeTypes),
        },
      });
    } catch {
      return; // Toasted; the form keeps what was typed.
    }
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Edit bucket "${bucket.name}"`}
      footer={(close) => (
        <FormDialogActions
          close={close}
          formId={formId}
          submitLabel="Save"
          isPending={update.isMutating}
        />
      )}
    >
      <form
        id={formId}
        aria-label={`Edit bucket "${bucket.name}"`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <BucketFormFields
          form={form}
          onChange={setForm}
          storedPublic={bucket.public}
          submitted={submitted}
        />
      </form>
    </Dialog>
  );
}
