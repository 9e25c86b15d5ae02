import { ErrorPanel } from '@atrium/design-system';
import {
  useCan,
  useInvalidate,
  usePluginContext,
  useSearchParams,
  useStableCallback,
} from '@atrium/core/plugin-api';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { objects } from '../data/keys.js';
import { URL_PRESETS } from './actions/action-rules.js';
import { CreateFolderButton } from './actions/CreateFolderButton.js';
import { itemMenu, type ItemAction } from './actions/item-menu.js';
import { NewFolderRow } from './actions/NewFolderRow.js';
import { SelectionBar } from './actions/SelectionBar.js';
import { useCreateFolder } from './actions/use-create-folder.js';
import { useItemActions } from './actions/use-item-actions.js';
import { ExplorerHeader } from './ExplorerHeader.js';
import { FolderColumn, type ArrowKey } from './FolderColumn.js';
import type { RowMenu } from './ItemRow.js';
import { useRenameObject } from '../data/objects-rename.js';
import {
  columnFolder,
  formatOpenPath,
  openFolder,
  parseOpenPath,
  type OpenPath,
} from './model/folder-path.js';
import { moveFocus, type ColumnShape, type KeyboardFocus } from './model/keyboard-focus.js';
import { noSelection, selectedItems, type Selection } from './model/selection.js';
import type { StorageItem } from './model/storage-item.js';
import { readDrop } from './upload/read-drop.js';
import { UploadButton } from './upload/UploadButton.js';
import { UploadPanel } from './upload/UploadPanel.js';
import * as uploadStyles from './upload/UploadPanel.css.js';
import { useUploads, type PickedFile } from './upload/use-uploads.js';
import { PreviewPanel } from './preview/PreviewPanel.js';
import { useBucket } from '../data/buckets-queries.js';
import { useUploadLimit } from './use-upload-limit.js';
import { useExplorerPreferences } from './use-explorer-preferences.js';
import * as styles from './FileExplorer.css.js';

/**
 * A bucket's file explorer (spec §2.8): a column per opened folder, or the last folder as a list.
 * The open folders are the URL's `path`, so a reload or a shared link opens the same ones; the
 * view and sort are kept per project.
 */
export function FileExplorer({ bucketId }: { bucketId: string }) {
  const ref = usePluginContext().projectRef ?? '';
  const [params, setParams] = useSearchParams();
  const openPath = parseOpenPath(params.get('path'));
  const [preferences, setPreferences] = useExplorerPreferences(ref);
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useState<KeyboardFocus | null>(null);
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [creatingIn, setCreatingIn] = useState<number | null>(null);
  const [previewed, setPreviewed] = useState<StorageItem | null>(null);
  /** The path of the item whose name is in edit. */
  const [renaming, setRenaming] = useState<string | null>(null);
  const shapes = useRef<ColumnShape[]>([]);
  const namesOf = useRef<(() => readonly string[])[]>([]);
  const canWrite = useCan()('storage:admin:write', 'objects');
  const uploads = useUploads();
  const limit = useUploadLimit(bucketId);
  const [dragging, setDragging] = useState(false);
  const invalidate = useInvalidate();
  const bucket = useBucket(bucketId);

  const navigate = (path: OpenPath) => {
    setSearch('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (path.length > 0) next.set('path', formatOpenPath(path));
        else next.delete('path');
        return next;
      },
      { replace: true },
    );
  };

  const [navigatingTo, setNavigatingTo] = useState<string | null>(null);
  const goToPath = (typed: string) => {
    const path = parseOpenPath(typed);
    if (formatOpenPath(path) === formatOpenPath(openPath)) return;
    setNavigatingTo(formatOpenPath(path));
    setPreviewed(null);
    navigate(path);
  };
  // The typed path's last column has its listing (or its error): the navigation is done.
  const lastColumn = openPath.length;
  const onSettled = useCallback(
    (column: number) => {
      if (column === lastColumn) setNavigatingTo(null);
    },
    [lastColumn],
  );

  const onShape = useCallback(
    (column: number, shape: ColumnShape, names: () => readonly string[]) => {
      shapes.current[column] = shape;
      namesOf.current[column] = names;
    },
    [],
  );
  const onArrow = useCallback((column: number, key: ArrowKey) => {
    setFocus((current) => moveFocus(current ?? { column, index: 0 }, key, shapes.current));
  }, []);
  const onActivate = useCallback(
    (column: number, index: number) => setFocus({ column, index }),
    [],
  );
  const onOpen = (column: number, item: StorageItem) => {
    if (item.type === 'FOLDER') {
      // Opening a folder adds its column and closes the preview.
      setPreviewed(null);
      navigate(openFolder(openPath, column, item.name));
      return;
    }
    // A file opens the preview, clears the selection and closes the columns after its own.
    setPreviewed(item);
    setSelection(noSelection);
    if (preferences.view === 'COLUMNS') navigate(openPath.slice(0, column));
  };
  const clearSelection = () => setSelection(noSelection);
  const actions = useItemActions(bucketId, () => {
    clearSelection();
    setPreviewed(null);
  });
  const createFolder = useCreateFolder(bucketId);
  const rename = useRenameObject();
  // The rows' handlers keep their identity, so a row renders again only when its own props change.
  const onRename = useStableCallback(async (item: StorageItem, name: string) => {
    await rename.trigger({ bucketId, target: item, name });
    // The renamed file's preview and selection name a path that is gone.
    setPreviewed(null);
    setSelection(noSelection);
  });
  const onRenameEnd = useCallback(() => setRenaming(null), []);
  const isPublic = bucket.data?.public ?? false;
  const perform = useStableCallback((item: StorageItem, action: ItemAction) => {
    if (action.kind === 'rename') setRenaming(item.path);
    else actions.perform(action, item);
  });
  const rowMenu = useCallback(
    (item: StorageItem): RowMenu => {
      const menu = itemMenu(item, { canWrite, isPublic });
      return {
        items: menu.menu,
        disabledKeys: menu.disabledKeys,
        onAction: (key) => perform(item, menu.actionOf(key)),
      };
    },
    [canWrite, isPublic, perform],
  );
  const onDeleteKey = (item: StorageItem) => {
    if (!canWrite) return;
    actions.deleteItems(selection.size > 0 ? selectedItems(selection) : [item]);
  };

  /** Uploads into the folder of column `column` (the last one when not said). */
  const uploadTo = (picked: PickedFile[], column = openPath.length) =>
    void uploads.start(picked, {
      bucketId,
      folder: columnFolder(openPath, column),
      taken: namesOf.current[column]?.() ?? [],
      limit,
    });
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropHandlers = canWrite
    ? {
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          const target = (event.target as HTMLElement).closest('[data-column]');
          const column = target ? Number(target.getAttribute('data-column')) : openPath.length;
          void readDrop(event.dataTransfer).then((picked) => uploadTo(picked, column));
        },
      }
    : {};

  if (bucket.error) {
    return (
      <div className={styles.page}>
        <ErrorPanel
          headingLevel={1}
          title={bucket.error.status === 404 ? 'Bucket not found' : 'Failed to retrieve bucket'}
          message={bucket.error.message}
          onRetry={() => void bucket.mutate()}
        />
      </div>
    );
  }

  const last = openPath.length;
  const shown =
    preferences.view === 'LIST' ? [last] : Array.from({ length: last + 1 }, (_, i) => i);
  return (
    <div className={styles.page} data-explorer>
      <ExplorerHeader
        bucketId={bucketId}
        openPath={openPath}
        preferences={preferences}
        onNavigate={navigate}
        onGoToPath={goToPath}
        navigatingTo={navigatingTo}
        onReload={() => void invalidate([objects])}
        onSearch={setSearch}
        onPreferences={setPreferences}
        actions={
          <>
            <UploadButton canWrite={canWrite} onPick={(picked) => uploadTo(picked)} />
            <CreateFolderButton
              canWrite={canWrite}
              onPress={() => setCreatingIn(openPath.length)}
            />
          </>
        }
      />
      {selection.size > 0 && (
        <SelectionBar
          count={selection.size}
          canWrite={canWrite}
          onClear={clearSelection}
          onDownload={() => actions.downloadItems(selectedItems(selection))}
          onDelete={() => actions.deleteItems(selectedItems(selection))}
          onMove={() => actions.moveItems(selectedItems(selection))}
        />
      )}
      <div className={styles.body}>
        <div className={styles.columns} {...dropHandlers}>
          {dragging && (
            <div className={uploadStyles.overlay}>Drop your files to upload to this folder</div>
          )}
          {shown.map((column) => {
            const folder = columnFolder(openPath, column);
            const columnSearch = column === last ? search : '';
            return (
              <FolderColumn
                key={`${column}:${folder}:${columnSearch}:${preferences.sortBy}:${preferences.sortByOrder}`}
                bucketId={bucketId}
                column={column}
                folder={folder}
                label={openPath[column - 1] ?? bucketId}
                search={columnSearch}
                preferences={preferences}
                view={preferences.view}
                openName={openPath[column]}
                activeIndex={focus?.column === column ? focus.index : null}
                selection={selection}
                onSelection={setSelection}
                onShape={onShape}
                onSettled={onSettled}
                onArrow={onArrow}
                onActivate={onActivate}
                onOpen={onOpen}
                onDeleteKey={onDeleteKey}
                rowMenu={rowMenu}
                renaming={renaming}
                onRename={onRename}
                onRenameEnd={onRenameEnd}
                newFolder={
                  creatingIn === column && (
                    <NewFolderRow
                      taken={namesOf.current[column]?.() ?? []}
                      onCancel={() => setCreatingIn(null)}
                      onCreate={async (name) => {
                        await createFolder(folder, name);
                        setCreatingIn(null);
                      }}
                    />
                  )
                }
                onSort={(sortBy) =>
                  setPreferences(
                    sortBy === preferences.sortBy
                      ? { sortByOrder: preferences.sortByOrder === 'asc' ? 'desc' : 'asc' }
                      : { sortBy, sortByOrder: 'asc' },
                  )
                }
              />
            );
          })}
        </div>
        {previewed && (
          <PreviewPanel
            key={previewed.path}
            bucketId={bucketId}
            isPublic={isPublic}
            item={previewed}
            canWrite={canWrite}
            onClose={() => setPreviewed(null)}
            onDownload={() => actions.perform({ kind: 'download' }, previewed)}
            onGetUrl={() =>
              actions.perform(
                { kind: 'url', expiresIn: isPublic ? null : URL_PRESETS[0].seconds },
                previewed,
              )
            }
            onDelete={() => actions.deleteItems([previewed])}
          />
        )}
      </div>
      {uploads.rows.length > 0 && (
        <UploadPanel
          rows={uploads.rows}
          isUploading={uploads.isUploading}
          onCancel={uploads.cancel}
          onClose={uploads.clear}
        />
      )}
      {actions.dialog}
    </div>
  );
}
