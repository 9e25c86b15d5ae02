/** Where a storage policy goes: a bucket's objects, the other objects, or `storage.buckets`. */
export interface PolicyTarget {
  readonly table: 'objects' | 'buckets';
  /** The bucket a card is for; its new policies start with a bucket id check. */
  readonly bucketId?: string;
}

/** Spec 2.9: without storage admin write, every write control says so. */
export const POLICY_DENIED = {
  create: 'You need additional permissions to create policies',
  edit: 'You need additional permissions to edit policies',
  delete: 'You need additional permissions to delete policies',
} as const;
