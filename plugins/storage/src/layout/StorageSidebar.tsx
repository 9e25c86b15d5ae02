import { Link, useLocation } from 'wouter';
import { usePluginContext } from '@atrium/core/plugin-api';
import { BucketList } from './BucketList.js';
import { storagePaths } from './storage-paths.js';
import { useSelectedBucketId } from './use-selected-bucket.js';
import * as css from './StorageLayout.css.js';

/** The storage sidebar (spec 2.6): every bucket, then the storage configuration pages. */
export function StorageSidebar() {
  const ref = usePluginContext().projectRef ?? 'default';
  const selectedId = useSelectedBucketId();
  return (
    <nav aria-label="Storage" className={css.sidebar}>
      <section className={css.section} aria-labelledby="storage-all-buckets">
        <h2 id="storage-all-buckets" className={css.heading}>
          All buckets
        </h2>
        <BucketList selectedId={selectedId} />
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
