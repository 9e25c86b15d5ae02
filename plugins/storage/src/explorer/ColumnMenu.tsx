import { ContextMenu } from '@atrium/design-system';
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { RowMenu } from './ItemRow.js';
import type { StorageItem } from './model/storage-item.js';
import * as styles from './FileExplorer.css.js';

/** Shift+F10 and the ContextMenu key open a context menu (the design system's gestures). */
const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * The right-click menu of a column's rows (spec §2.8), one per column rather than one per row:
 * the row right-clicked (or the keyboard's row, for Shift+F10) is found as the menu opens, so a
 * row draws no menu of its own while 100,000 of them scroll by. Outside a row the browser's own
 * menu shows, as it did beside the rows.
 */
export function ColumnMenu({
  children,
  itemAt,
  activeIndex,
  menuOf,
}: {
  children: ReactNode;
  itemAt: (index: number) => StorageItem | undefined;
  /** The keyboard's row, or null. */
  activeIndex: number | null;
  menuOf: (item: StorageItem) => RowMenu;
}) {
  const [item, setItem] = useState<StorageItem | null>(null);
  const menu = item ? menuOf(item) : null;
  const onContextMenu = (event: MouseEvent) => {
    const option = (event.target as Element).closest('[role="option"][data-index]');
    const found = option ? itemAt(Number(option.getAttribute('data-index'))) : undefined;
    if (found) setItem(found);
    else event.stopPropagation();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isMenuKey(event)) return;
    const found = activeIndex === null ? undefined : itemAt(activeIndex);
    if (found) setItem(found);
    else event.stopPropagation();
  };
  return (
    <ContextMenu
      aria-label={`Actions for ${item?.name ?? ''}`}
      menu={menu?.items ?? null}
      disabledKeys={menu?.disabledKeys ?? []}
      onAction={(key) => menu?.onAction(String(key))}
      UNSAFE_className={styles.menuArea}
    >
      <div
        className={styles.menuArea}
        onContextMenuCapture={onContextMenu}
        onKeyDownCapture={onKeyDown}
      >
        {children}
      </div>
    </ContextMenu>
  );
}
