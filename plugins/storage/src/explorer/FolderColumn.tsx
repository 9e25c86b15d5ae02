import { Button, Checkbox, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { ListedEntry } from '../data/listed-entry.js';
import { useFolderEntries } from '../data/objects-queries.js';
import type { ExplorerPreferences } from './model/preferences.js';
import { toStorageItem, type StorageItem } from './model/storage-item.js';
import type { ColumnShape } from './model/keyboard-focus.js';
import { FOLDER_PLACEHOLDER } from './actions/action-rules.js';
import { ItemRow, type RowMenu, type RowRename } from './ItemRow.js';
import { ListFooter, ListHeader } from './ListChrome.js';
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
  readonly selected: ReadonlyMap<string, StorageItem>;
  /** The column's rows for the keyboard, and its names (read when needed) for new uploads' ' (n)'. */
  readonly onShape: (column: number, shape: ColumnShape, names: () => readonly string[]) => void;
  /** The column's first listing (or its error) has come. */
  readonly onSettled: (column: number) => void;
  readonly onArrow: (column: number, key: ArrowKey) => void;
  readonly onActivate: (column: number, index: number) => void;
  readonly onOpen: (column: number, item: StorageItem) => void;
  readonly onToggle: (item: StorageItem) => void;
  readonly onSort?: (column: ExplorerPreferences['sortBy']) => void;
  /** Adds files to the selection (a shift-click range). */
  readonly onSelect: (items: readonly StorageItem[]) => void;
  /** The Delete key on a row. */
  readonly onDeleteKey: (item: StorageItem) => void;
  readonly rowMenu: (item: StorageItem) => RowMenu;
  /** 'Select all' (true) or its second click (false), for the column's files only. */
  readonly onSelectAll: (files: readonly StorageItem[], select: boolean) => void;
  /** The row's rename while its name is in edit, else undefined. */
  readonly rowRename: (item: StorageItem) => RowRename | undefined;
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

/**
 * One folder's entries, in pages of 200 loaded as the column is scrolled to its end (or with
 * 'Load more items'), virtualized so a folder of 100,000 objects renders only the rows in view. Its states are the spec's: skeleton rows while
 * loading, the drop hint when empty, 'No results found in this folder' for a search, and the
 * error with a retry.
 */
export function FolderColumn(props: FolderColumnProps) {
  const { bucketId, column, folder, search, preferences, view, activeIndex } = props;
  // The explorer keys each column by its search and sort, so a new one starts from one page.
  const listing = useFolderEntries({ bucketId, folder, search, ...sortOf(preferences) });
  const { items, files } = useAppendedItems(listing.data?.entries, folder);
  const selectedFiles = selectedIn(props.selected, folder);
  const openIndex = props.openName
    ? items.findIndex((item) => item.type === 'FOLDER' && item.name === props.openName)
    : -1;
  const { onShape } = props;
  useEffect(
    () => onShape(column, { count: items.length, openIndex }, () => items.map((item) => item.name)),
    [onShape, column, items, openIndex],
  );

  const settled = listing.data !== undefined || listing.error !== undefined;
  const { onSettled } = props;
  useEffect(() => {
    if (settled) onSettled(column);
  }, [settled, onSettled, column]);

  const virtuoso = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
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
  const toggle = (index: number, shift: boolean) => {
    const from = lastToggled.current;
    lastToggled.current = index;
    if (!shift || from === null) return props.onToggle(items[index]!);
    const [low, high] = from < index ? [from, index] : [index, from];
    props.onSelect(items.slice(low, high + 1).filter((item) => item.type === 'FILE'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = activeIndex ?? 0;
    const item = items[index];
    if (ARROWS.includes(event.key)) {
      event.preventDefault();
      if (activeIndex === null) props.onActivate(column, 0);
      else props.onArrow(column, event.key as ArrowKey);
    } else if (event.key === 'Enter' && item) {
      event.preventDefault();
      props.onOpen(column, item);
    } else if (event.key === ' ' && item) {
      event.preventDefault();
      props.onToggle(item);
    } else if (event.key === 'Delete' && item) {
      event.preventDefault();
      props.onDeleteKey(item);
    }
  };

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
      <Virtuoso<StorageItem, ScrollerContext>
        ref={virtuoso}
        scrollerRef={(element) => {
          scroller.current = element instanceof HTMLElement ? element : null;
        }}
        style={{ flex: '1 1 auto' }}
        data={items}
        fixedItemHeight={styles.ROW_HEIGHT}
        computeItemKey={(_, item) => item.path}
        endReached={listing.loadMore}
        increaseViewportBy={{ top: 0, bottom: 10 * styles.ROW_HEIGHT }}
        context={{
          label: props.label,
          activeId: activeIndex === null ? undefined : rowId(activeIndex),
          onKeyDown,
        }}
        components={{ Scroller }}
        itemContent={(index, item) => (
          <ItemRow
            item={item}
            id={rowId(index)}
            view={view}
            isOpen={index === openIndex}
            isActive={index === activeIndex}
            isSelected={props.selected.has(item.path)}
            onPress={() => {
              props.onActivate(column, index);
              props.onOpen(column, item);
            }}
            onToggle={(shift) => toggle(index, shift)}
            menu={props.rowMenu(item)}
            rename={props.rowRename(item)}
          />
        )}
      />
    );
  })();

  return (
    <section
      className={view === 'LIST' ? styles.listView : styles.column}
      aria-label={props.label}
      data-column={column}
    >
      {view === 'LIST' && <ListHeader preferences={preferences} onSort={props.onSort} />}
      {files.length > 0 && (
        <div className={styles.columnTools}>
          <Checkbox
            isSelected={selectedFiles === files.length}
            isIndeterminate={selectedFiles > 0 && selectedFiles < files.length}
            onChange={(select) => props.onSelectAll(files, select)}
          >
            Select all
          </Checkbox>
        </div>
      )}
      {props.newFolder}
      {body}
      {listing.data?.hasMore && (
        <div className={styles.more}>
          <Button
            variant="soft"
            size="small"
            isDisabled={listing.isValidating}
            onPress={listing.loadMore}
          >
            {listing.isValidating ? 'Loading more items' : 'Load more items'}
          </Button>
        </div>
      )}
      {view === 'LIST' && listing.data && <ListFooter items={items} />}
    </section>
  );
}

/**
 * The listing's entries as items, and its files: when a page was appended to the entries shown
 * (the same objects before it), only the new page's entries are made items, so a page of a
 * folder of 100,000 objects costs its 200 entries, not the whole folder again.
 */
function useAppendedItems(entries: readonly ListedEntry[] | undefined, folder: string) {
  const made = useRef({
    entries: [] as readonly ListedEntry[],
    items: [] as StorageItem[],
    files: [] as StorageItem[],
  });
  return useMemo(() => {
    const all = entries ?? [];
    const before = made.current;
    const last = before.entries.length - 1;
    const appended =
      last >= 0 &&
      all.length > last &&
      all[last] === before.entries[last] &&
      all[0] === before.entries[0];
    const now = Date.now();
    const fresh = (appended ? all.slice(last + 1) : all)
      .filter((entry) => entry.name !== FOLDER_PLACEHOLDER)
      .map((entry) => toStorageItem(entry, folder, now));
    const freshFiles = fresh.filter((item) => item.type === 'FILE');
    made.current = {
      entries: all,
      items: appended ? before.items.concat(fresh) : fresh,
      files: appended ? before.files.concat(freshFiles) : freshFiles,
    };
    return { items: made.current.items, files: made.current.files };
  }, [entries, folder]);
}

/**
 * How many files of `folder` are selected, found by walking the selection (a few items, until
 * 'Select all'), never the folder: asking each of 100,000 listed paths whether it is selected
 * hashes every path at each click.
 */
function selectedIn(selected: ReadonlyMap<string, StorageItem>, folder: string): number {
  const prefix = folder === '' ? '' : `${folder}/`;
  let count = 0;
  for (const item of selected.values()) {
    if (
      item.type === 'FILE' &&
      item.path.length === prefix.length + item.name.length &&
      item.path.startsWith(prefix)
    ) {
      count += 1;
    }
  }
  return count;
}

const sortOf = (preferences: ExplorerPreferences) => ({
  sortBy: preferences.sortBy,
  sortByOrder: preferences.sortByOrder,
});
