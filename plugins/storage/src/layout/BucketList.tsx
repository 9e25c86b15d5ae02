import { Link, usePluginContext } from '@atrium/core/plugin-api';
import { Badge, Skeleton } from '@atrium/design-system';
import { useBuckets } from '../data/buckets-queries.js';
import { BucketMenu, type BucketAction } from './BucketMenu.js';
import type { Bucket } from '../data/bucket.js';
import { storagePaths } from './storage-paths.js';
import * as css from './StorageLayout.css.js';

/**
 * 'All buckets' (spec 2.6): each bucket's name and 'Public' badge, linking to its explorer, and
 * the selected bucket's menu; three
 * skeleton rows while loading, and the spec's wording when the list failed or is empty.
 */
export function BucketList({
  selectedId,
  onAction,
}: {
  readonly selectedId: string | undefined;
  /** An action chosen in the selected bucket's menu. */
  readonly onAction: (action: BucketAction, bucket: Bucket) => void;
}) {
  const ref = usePluginContext().projectRef ?? 'default';
  const { data: buckets, error } = useBuckets();
  if (error) {
    return (
      <div role="alert">
        <p className={css.noteTitle}>Failed to fetch buckets</p>
        <p className={css.note}>Please refresh to try again</p>
      </div>
    );
  }
  if (!buckets) return <Skeleton count={3} height={24} label="Loading buckets" />;
  if (buckets.length === 0) {
    return (
      <div>
        <p className={css.noteTitle}>No buckets available</p>
        <p className={css.note}>Buckets that you create will appear here</p>
      </div>
    );
  }
  return (
    <ul className={css.list} aria-label="All buckets">
      {buckets.map((bucket) => (
        <li
          key={bucket.id}
          className={css.row}
          data-current={bucket.id === selectedId || undefined}
        >
          <Link
            className={css.rowLink}
            href={storagePaths.bucket(ref, bucket.id)}
            aria-current={bucket.id === selectedId ? 'page' : undefined}
          >
            {bucket.name}
          </Link>
          {bucket.public && <Badge tone="caution">Public</Badge>}
          {bucket.id === selectedId && <BucketMenu bucket={bucket} onAction={onAction} />}
        </li>
      ))}
    </ul>
  );
}
