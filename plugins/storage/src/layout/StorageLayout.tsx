import type { ReactNode } from 'react';
import { StorageSidebar } from './StorageSidebar.js';
import * as css from './StorageLayout.css.js';

/**
 * The storage pages' frame (spec 2.6): the storage sidebar on the left, the page on the right.
 * The bucket list, the file explorer and the storage policies page all sit in it.
 */
export function StorageLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className={css.layout}>
      <StorageSidebar />
      <div className={css.page}>{children}</div>
    </div>
  );
}
