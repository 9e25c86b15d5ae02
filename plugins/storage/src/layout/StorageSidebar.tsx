import { useState } from 'react';
import { Link, useLocation, Gate, usePluginContext } from '@atrium/core/plugin-api';
import { Button } from '@atrium/design-system';
import type { Bucket } from '../data/bucket.js';
import { BucketDialogs, type BucketDialog } from '../buckets/BucketDialogs.js';
import { BucketList } from './BucketList.js';
import { storagePaths } from './storage-paths.js';
import { useSelectedBucketId } from './use-selected-bucket.js';
import * as css from './StorageLayout.css.js';

/**
 * The storage sidebar (spec 2.6): New bucket, every bucket with the selected one's menu, then the
 * storage configuration pages. It opens the bucket dialogs.
 */
export function StorageSidebar() {
  const ref = usePluginContext().projectRef ?? 'default';
  const selectedId = useSelectedBucketId();
  const [dialog, setDialog] = useState<BucketDialog | null>(null);
  return (
    <nav aria-label="Storage" className={css.sidebar}>
      <div className={css.section}>
        <Gate
          action="storage:admin:write"
          resource="buckets"
          deniedTooltip="You need additional permissions to create buckets"
        >
          {(allowed) => (
            <Button isDisabled={!allowed} onPress={() => setDialog({ kind: 'create' })}>
              New bucket
            </Button>
          )}
        </Gate>
      </div>
      <section className={css.section} aria-labelledby="storage-all-buckets">
        <h2 id="storage-all-buckets" className={css.heading}>
          All buckets
        </h2>
        <BucketList
          selectedId={selectedId}
          onAction={(kind, bucket: Bucket) => setDialog({ kind, bucket })}
        />
      </section>
      <section className={css.section} aria-labelledby="storage-configuration">
        <h2 id="storage-configuration" className={css.heading}>
          Configuration
        </h2>
        <ul className={css.list}>
          <ConfigurationLink href={storagePaths.policies(ref)} label="Policies" />
          <ConfigurationLink href={storagePaths.settings(ref)} label="Settings" />
        </ul>
      </section>
      <BucketDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </nav>
  );
}

function ConfigurationLink({ href, label }: { readonly href: string; readonly label: string }) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <li className={css.row} data-current={current || undefined}>
      <Link className={css.rowLink} href={href} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
}
