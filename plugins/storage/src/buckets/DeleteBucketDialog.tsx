import { usePluginContext } from '@atrium/core/plugin-api';
import { TypeToConfirmDialog } from '@atrium/design-system';
import type { Bucket } from '../data/bucket.js';
import { useDeleteBucket } from '../data/buckets-mutations.js';
import { storagePaths } from '../layout/storage-paths.js';

/**
 * Spec 2.7, 4: deletes a bucket once its name is typed (empty, delete, then its object policies),
 * then lands on the bucket list. Policies left behind are a warning, not a failure.
 */
export function DeleteBucketDialog({
  bucket,
  onClose,
}: {
  readonly bucket: Bucket;
  readonly onClose: () => void;
}) {
  const context = usePluginContext();
  const ref = context.projectRef ?? 'default';
  const remove = useDeleteBucket();
  return (
    <TypeToConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Confirm deletion of ${bucket.name}`}
      confirmValue={bucket.name}
      confirmLabel="Delete bucket"
      tone="critical"
      onConfirm={async () => {
        await remove.trigger(bucket.id, {
          // Leave the deleted bucket's explorer before the list refetches.
          beforeInvalidate: ({ policiesLeft }) => {
            if (policiesLeft) {
              context.toast.error(
                `Bucket ${bucket.name} was deleted, but its policies could not be removed: review them under Storage > Policies`,
              );
            }
            context.navigate(storagePaths.buckets(ref));
          },
        });
        onClose();
      }}
    >
      <strong>You cannot recover this bucket once deleted.</strong>
      <br />
      All bucket data will be lost.
    </TypeToConfirmDialog>
  );
}
