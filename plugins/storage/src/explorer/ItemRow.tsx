import { memo, type ReactNode } from 'react';
import { formatBytes } from './model/format-bytes.js';
import type { StorageItem } from './model/storage-item.js';
import * as styles from './FileExplorer.css.js';
import { ItemIcon } from './ItemIcon.js';
import { RenameField } from './actions/RenameField.js';

export interface ItemRowProps {
  readonly item: StorageItem;
  /** Where the row is in its column's listing. */
  readonly index: number;
  /** The option's id, which the listbox's `aria-activedescendant` names. */
  readonly id: string;
  readonly view: 'COLUMNS' | 'LIST';
  /** The folder whose column is open to the right. */
  readonly isOpen: boolean;
  /** The row the keyboard is on. */
  readonly isActive: boolean;
  readonly isSelected: boolean;
  /** The row's name is in edit (spec §4, EDITING). */
  readonly isRenaming: boolean;
  /** The column's handlers, one object for all its rows, so a row re-renders only when it changes. */
  readonly actions: RowActions;
}

/** What a row does, the same for every row of a column. */
export interface RowActions {
  readonly onPress: (index: number, item: StorageItem) => void;
  /** The checkbox (files only): shift held selects the range from the last one toggled. */
  readonly onToggle: (index: number, shift: boolean) => void;
  /** A name typed in the row's rename field. */
  readonly onRename: (item: StorageItem, name: string) => Promise<unknown>;
  readonly onRenameEnd: () => void;
}

/** A row's right-click menu (the column's one menu, made for the row right-clicked). */
export interface RowMenu {
  readonly items: ReactNode;
  readonly disabledKeys: readonly string[];
  readonly onAction: (key: string) => void;
}

const dateOf = (value: string | null) => (value ? new Date(value).toLocaleString() : '-');

/**
 * One file or folder: its name, and in the list view its size, type and dates. Memoized: as a
 * column of 100,000 objects scrolls, grows a page or changes its selection, only the rows whose
 * own props changed render again.
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { item, index, id, view, isOpen, isActive, isSelected, actions } = props;
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
      data-index={index}
      className={className}
      onClick={() => actions.onPress(index, item)}
    >
      {/* The option is the control; its box is a pointer target only (the keyboard has Space). */}
      <span
        aria-hidden
        data-testid={folder ? undefined : 'select-item'}
        className={styles.checkbox}
        onClick={(event) => {
          if (folder) return;
          event.stopPropagation();
          actions.onToggle(index, event.shiftKey);
        }}
      >
        {folder ? '' : isSelected ? '☑' : '☐'}
      </span>
      <ItemIcon folder={folder} />
      {props.isRenaming ? (
        <RenameField
          item={item}
          onRename={(name) => actions.onRename(item, name)}
          onEnd={actions.onRenameEnd}
        />
      ) : (
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
      )}
      {item.status === 'LOADING' && <span className={styles.cell}>Uploading…</span>}
      {item.isCorrupted && (
        <span className={styles.cell} title="File is corrupted, please delete and reupload again.">
          Corrupted
        </span>
      )}
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
});
