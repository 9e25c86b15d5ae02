import { useStableCallback } from '@atrium/core/plugin-api';
import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { Appended } from '../data/appended.js';
import { useFolderListing } from '../data/folder-listing.js';
import type { ListedEntry } from '../data/listed-entry.js';
import type { ExplorerPreferences } from './model/preferences.js';
import {
  isSelected,
  selectColumn,
  selectedInColumn,
  selectRows,
  toggleRow,
  unselectColumn,
  type ColumnRow,
  type Selection,
} from './model/selection.js';
import { toStorageItem, type StorageItem } from './model/storage-item.js';
import type { ColumnShape } from './model/keyboard-focus.js';
import { FOLDER_PLACEHOLDER } from './actions/action-rules.js';
import { ColumnMenu } from './ColumnMenu.js';
import { MoreItems, SelectAllBox } from './ColumnChrome.js';
import { ItemRow, type RowActions, type RowMenu } from './ItemRow.js';
import { ListFooter, ListHeader } from './ListChrome.js';
import { useColumnFacts } from './use-column-facts.js';
import * as styles from './FileExplorer.css.js';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export interface FolderColumnProps {
  readonly bucketId: string;
  readonly column: number;
  /** The folder listed, '' for the bucket's root. */
  readonly folder: string;
  /** The listbox's name: the folder's, or the bucket's at the root. */
  readonly label: string;
  readonly search: string;
  readonly preferences: ExplorerPreferences;
  readonly view: 'COLUMNS' | 'LIST';
  /** The folder of this column opened to the right, if any. */
  readonly openName: string | undefined;
  /** The keyboard's row in this column, or null when the keyboard is in another. */
  readonly activeIndex: number | null;
  readonly selection: Selection;
  /** Changes the selection (a row's checkbox, a shift-click range, 'Select all'). */
  readonly onSelection: (change: (current: Selection) => Selection) => void;
  /** The column's rows for the keyboard, and its names (read when needed) for new uploads' ' (n)'. */
  readonly onShape: (column: number, shape: ColumnShape, names: () => readonly string[]) => void;
  /** The column's first listing (or its error) has come. */
  readonly onSettled: (column: number) => void;
  readonly onArrow: (column: number, key: ArrowKey) => void;
  readonly onActivate: (column: number, index: number) => void;
  readonly onOpen: (column: number, item: StorageItem) => void;
  readonly onSort?: (column: ExplorerPreferences['sortBy']) => void;
  /** The Delete key on a row. */
  readonly onDeleteKey: (item: StorageItem) => void;
  /** A row's menu; a new function when what the menus offer changes (write access, public). */
  readonly rowMenu: (item: StorageItem) => RowMenu;
  /** The path of the item whose name is in edit, if any. */
  readonly renaming: string | null;
  readonly onRename: (item: StorageItem, name: string) => Promise<unknown>;
  readonly onRenameEnd: () => void;
  /** The 'Untitled folder' row is shown at the top while a folder is being made here. */
  readonly newFolder: ReactNode;
}

/** What the listbox (Virtuoso's scroller) needs from the column. */
interface ScrollerContext {
  readonly label: string;
  readonly activeId: string | undefined;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The scrolling element is the listbox, so the focusable element is the one that scrolls. */
const Scroller = forwardRef<
  HTMLDivElement,
  HTMLAttributes<HTMLDivElement> & { context?: ScrollerContext }
>(function Scroller({ context, ...props }, ref) {
  return (
    <div
      {...props}
      ref={ref}
      role="listbox"
      tabIndex={0}
      aria-label={context?.label}
      aria-activedescendant={context?.activeId}
      onKeyDown={context?.onKeyDown}
    />
  );
});

const ARROWS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
const COMPONENTS = { Scroller };
const FILL = { flex: '1 1 auto' };
// A few rows beyond the view: a jump (a fast wheel, the end reached) draws each row it shows anew.
const VIEWPORT = { top: 0, bottom: 3 * styles.ROW_HEIGHT };
const NO_ITEMS = Appended.of<StorageItem>([]);

/** A page of the listing as the explorer's items, without the placeholder that keeps a folder. */
function itemsOf(entries: readonly ListedEntry[], folder: string): StorageItem[] {
  const now = Date.now();
  return entries
    .filter((entry) => entry.name !== FOLDER_PLACEHOLDER)
    .map((entry) => toStorageItem(entry, folder, now));
}

/**
 * One folder's entries, in pages of 200 loaded as the column is scrolled to its end (or with
 * 'Load more items'), virtualized so a folder of 100,000 objects renders only the rows in view,
 * each row again only when its own props change. Its states are the spec's: skeleton rows while
 * loading, the drop hint when empty, 'No results found in this folder' for a search, and the
 * error with a retry.
 */
export function FolderColumn(props: FolderColumnProps) {
  const { bucketId, column, folder, search, preferences, view, activeIndex, onSelection } = props;
  // The explorer keys each column by its search and sort, so a new one starts from one page.
  const listing = useFolderListing(
    { bucketId, folder, search, ...sortOf(preferences) },
    (entries) => itemsOf(entries, folder),
  );
  const items = listing.data?.items ?? NO_ITEMS;
  const facts = useColumnFacts(items, props.openName);
  const { openIndex } = facts;
  const { onShape } = props;
  useEffect(
    () =>
      onShape(column, { count: items.length, openIndex }, () => items.slice().map((i) => i.name)),
    [onShape, column, items, openIndex],
  );

  const settled = listing.data !== undefined || listing.error !== undefined;
  const { onSettled } = props;
  useEffect(() => {
    if (settled) onSettled(column);
  }, [settled, onSettled, column]);

  const virtuoso = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  // Stable: Virtuoso re-subscribes to the scroller (and reads its layout) whenever it changes.
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  useEffect(() => {
    if (activeIndex === null) return;
    virtuoso.current?.scrollIntoView({ index: activeIndex });
    const element = scroller.current;
    if (element && element.ownerDocument.activeElement?.closest('[data-explorer]')) {
      if (element.ownerDocument.activeElement !== element) element.focus();
    }
  }, [activeIndex]);

  const rowId = (index: number) => `explorer-${column}-${index}`;
  const lastToggled = useRef<number | null>(null);
  const onToggle = useStableCallback((index: number, shift: boolean) => {
    const from = lastToggled.current;
    lastToggled.current = index;
    const item = items.at(index);
    if (!item) return;
    if (!shift || from === null) {
      return onSelection((current) => toggleRow(current, folder, { item, index }, items));
    }
    const rows: ColumnRow[] = [];
    for (let at = Math.min(from, index); at <= Math.max(from, index); at++) {
      rows.push({ item: items.at(at)!, index: at });
    }
    onSelection((current) => selectRows(current, folder, rows, items));
  });
  const onPress = useStableCallback((index: number, item: StorageItem) => {
    props.onActivate(column, index);
    props.onOpen(column, item);
  });
  const { onRename, onRenameEnd } = props;
  const actions = useMemo<RowActions>(
    () => ({ onPress, onToggle, onRename, onRenameEnd }),
    [onPress, onToggle, onRename, onRenameEnd],
  );
  const itemAt = useStableCallback((index: number) => items.at(index));
  const onSelectAll = useStableCallback((select: boolean) =>
    onSelection((current) =>
      select ? selectColumn(current, folder, items, facts.files) : unselectColumn(current, folder),
    ),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = activeIndex ?? 0;
    const item = items.at(index);
    if (ARROWS.includes(event.key)) {
      event.preventDefault();
      if (activeIndex === null) props.onActivate(column, 0);
      else props.onArrow(column, event.key as ArrowKey);
    } else if (event.key === 'Enter' && item) {
      event.preventDefault();
      props.onOpen(column, item);
    } else if (event.key === ' ' && item) {
      event.preventDefault();
      onSelection((current) => toggleRow(current, folder, { item, index }, items));
    } else if (event.key === 'Delete' && item) {
      event.preventDefault();
      props.onDeleteKey(item);
    }
  };
  const activeId = activeIndex === null ? undefined : rowId(activeIndex);
  const context = useStableContext(props.label, activeId, onKeyDown);
  const { selection, renaming } = props;

  const body = (() => {
    if (listing.error && !listing.data) {
      return (
        <ErrorPanel
          UNSAFE_className={styles.state}
          headingLevel={2}
          title="Failed to retrieve folder contents"
          message={listing.error.message}
          onRetry={() => void listing.mutate()}
        />
      );
    }
    if (!listing.data) {
      return (
        <div className={styles.state}>
          <Skeleton count={3} label="Loading folder contents" />
        </div>
      );
    }
    if (items.length === 0) {
      if (props.newFolder) return null;
      return search ? (
        <EmptyState
          UNSAFE_className={styles.state}
          headingLevel={2}
          title="No results found in this folder"
        />
      ) : (
        <EmptyState
          UNSAFE_className={styles.state}
          headingLevel={2}
          title="Drop your files here"
          description='Or upload them via the "Upload file" button above'
        />
      );
    }
    return (
      <ColumnMenu itemAt={itemAt} activeIndex={activeIndex} menuOf={props.rowMenu}>
        <Virtuoso<unknown, ScrollerContext>
          ref={virtuoso}
          scrollerRef={scrollerRef}
          style={FILL}
          totalCount={items.length}
          fixedItemHeight={styles.ROW_HEIGHT}
          computeItemKey={(index) => items.at(index)?.path ?? index}
          endReached={listing.loadMore}
          increaseViewportBy={VIEWPORT}
          context={context}
          components={COMPONENTS}
          itemContent={(index) => {
            const item = items.at(index);
            if (!item) return null;
            return (
              <ItemRow
                item={item}
                index={index}
                id={rowId(index)}
                view={view}
                isOpen={index === openIndex}
                isActive={index === activeIndex}
                isSelected={isSelected(selection, folder, { item, index }, items)}
                isRenaming={item.path === renaming}
                actions={actions}
              />
            );
          }}
        />
      </ColumnMenu>
    );
  })();

  const selectedFiles = selectedInColumn(selection, folder);
  return (
    <section
      className={view === 'LIST' ? styles.listView : styles.column}
      aria-label={props.label}
      data-column={column}
    >
      {view === 'LIST' && <ListHeader preferences={preferences} onSort={props.onSort} />}
      {facts.files > 0 && (
        <SelectAllBox selected={selectedFiles} files={facts.files} onChange={onSelectAll} />
      )}
      {props.newFolder}
      {body}
      {listing.data?.hasMore && (
        <MoreItems isLoading={listing.isValidating} onPress={listing.loadMore} />
      )}
      {view === 'LIST' && listing.data && (
        <ListFooter count={items.length} totalSize={facts.totalSize} />
      )}
    </section>
  );
}

/**
 * The listbox's context, a new object only when its label or active row changes: a new context
 * makes Virtuoso render its scroller and every row in view again.
 */
function useStableContext(
  label: string,
  activeId: string | undefined,
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void,
): ScrollerContext {
  const keyDown = useStableCallback(onKeyDown);
  return useMemo(() => ({ label, activeId, onKeyDown: keyDown }), [label, activeId, keyDown]);
}

const sortOf = (preferences: ExplorerPreferences) => ({
  sortBy: preferences.sortBy,
  sortByOrder: preferences.sortByOrder,
});
