import type { Bucket } from '../data/bucket.js';
import type { BucketAction } from '../layout/BucketMenu.js';
import { CreateBucketDialog } from './CreateBucketDialog.js';
import { DeleteBucketDialog } from './DeleteBucketDialog.js';
import { EditBucketDialog } from './EditBucketDialog.js';
import { EmptyBucketDialog } from './EmptyBucketDialog.js';

/** The bucket dialog open, if any: a new bucket, or an action on one. */
export type BucketDialog =
  { readonly kind: 'create' } | { readonly kind: BucketAction; readonly bucket: Bucket };

/** Spec 2.7: the bucket modals, one at a time. */
export function BucketDialogs({
  dialog,
  onClose,
}: {
  readonly dialog: BucketDialog | null;
  readonly onClose: () => void;
}) {
  return (
    <>
      {dialog?.kind === 'create' && <CreateBucketDialog onClose={onClose} />}
      {dialog?.kind === 'edit' && <EditBucketDialog bucket={dialog.bucket} onClose={onClose} />}
      {dialog?.kind === 'empty' && <EmptyBucketDialog bucket={dialog.bucket} onClose={onClose} />}
      {dialog?.kind === 'delete' && <DeleteBucketDialog bucket={dialog.bucket} onClose={onClose} />}
    </>
  );
}
