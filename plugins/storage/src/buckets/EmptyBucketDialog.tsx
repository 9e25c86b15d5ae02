import { AlertDialog } from '@atrium/design-system';
import type { Bucket } from '../data/bucket.js';
import { useEmptyBucket } from '../data/buckets-mutations.js';

/** Spec 2.7: empties a bucket once confirmed; a failure is toasted and the dialog stays open. */
export function EmptyBucketDialog({
  bucket,
  onClose,
}: {
  readonly bucket: Bucket;
  readonly onClose: () => void;
}) {
  const empty = useEmptyBucket();
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Confirm to delete all contents from ${bucket.name}`}
      confirmLabel="Empty bucket"
      tone="critical"
      onConfirm={async () => {
        await empty.trigger(bucket.id);
        onClose();
      }}
    >
      <strong>This action cannot be undone</strong>
      <br />
      The contents of your bucket cannot be recovered once deleted
    </AlertDialog>
  );
}
