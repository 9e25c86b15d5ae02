import { formatBytes } from './model/format-bytes.js';
import type { StorageItem } from './model/storage-item.js';
import * as styles from './FileExplorer.css.js';

export interface ItemRowProps {
  readonly item: StorageItem;
  /** The option's id, which the listbox's `aria-activedescendant` names. */
  readonly id: string;
  readonly view: 'COLUMNS' | 'LIST';
  /** The folder whose column is open to the right. */
  readonly isOpen: boolean;
  /** The row the keyboard is on. */
  readonly isActive: boolean;
  readonly isSelected: boolean;
  readonly onPress: () => void;
}

const dateOf = (value: string | null) => (value ? new Date(value).toLocaleString() : '-');

/** One file or folder: its name, and in the list view its size, type and dates. */
export function ItemRow({ item, id, view, isOpen, isActive, isSelected, onPress }: ItemRowProps) {
  const className = [
    styles.row,
    isOpen && styles.openRow,
    isSelected && styles.selectedRow,
    isActive && styles.activeRow,
  ]
    .filter(Boolean)
    .join(' ');
  const folder = item.type === 'FOLDER';
  return (
    <div
      id={id}
      role="option"
      aria-selected={isSelected}
      data-type={item.type}
      className={className}
      onClick={onPress}
    >
      <span aria-hidden>{folder ? '📁' : '📄'}</span>
      <span className={styles.name} title={item.name}>
        {item.name}
      </span>
      {item.status === 'LOADING' && <span className={styles.cell}>Uploading…</span>}
      {item.isCorrupted && <span className={styles.cell}>Corrupted</span>}
      {view === 'LIST' && (
        <>
          <span className={styles.cell}>{item.size === null ? '-' : formatBytes(item.size)}</span>
          <span className={styles.cell}>{folder ? 'Folder' : (item.mimetype ?? '-')}</span>
          <span className={styles.cell}>{dateOf(item.createdAt)}</span>
          <span className={styles.cell}>{dateOf(item.updatedAt)}</span>
        </>
      )}
      {view === 'COLUMNS' && folder && <span aria-hidden>›</span>}
    </div>
  );
}
