import { downloadBlob, usePluginContext } from '@atrium/core/plugin-api';
import { useState, type ReactNode } from 'react';
import { useDeleteObjects, useMoveObjects } from '../../data/objects-mutations.js';
import { useDownloadObject, useObjectUrl } from '../../data/objects-reads.js';
import { useDownloadZip } from '../../data/objects-zip.js';
import type { StorageItem } from '../model/storage-item.js';
import { DeleteDialog } from './DeleteDialog.js';
import { ExpiryDialog } from './ExpiryDialog.js';
import type { ItemAction } from './item-menu.js';
import { MoveDialog } from './MoveDialog.js';

type Open =
  | { kind: 'delete'; items: readonly StorageItem[] }
  | { kind: 'move'; items: readonly StorageItem[] }
  | { kind: 'custom-url'; item: StorageItem }
  | null;

/**
 * What the row menus and the selection bar do to files and folders, with the dialogs they open:
 * delete and move confirm first, Get URL and Copy path copy to the clipboard, Download saves.
 */
export function useItemActions(bucketId: string, onDone: () => void) {
  const { toast } = usePluginContext();
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteObjects();
  const move = useMoveObjects();
  const url = useObjectUrl();
  const download = useDownloadObject();
  const zip = useDownloadZip();

  const copy = async (text: string, message: string) => {
    await navigator.clipboard.writeText(text);
    toast.success(message);
  };
  const copyUrl = async (item: StorageItem, expiresIn: number | null) => {
    const address = await url.trigger({ bucketId, path: item.path, expiresIn });
    await copy(address, `Copied URL for ${item.name} to clipboard.`);
  };
  /**
   * One file is saved as itself; a folder, or more than one item, as one zip the API streams
   * (named after the folder, or the bucket). Corrupted files are left out.
   */
  const downloadFiles = async (items: readonly StorageItem[]) => {
    const readable = items.filter((item) => item.type === 'FOLDER' || !item.isCorrupted);
    const [only] = readable;
    if (readable.length === 1 && only?.type === 'FILE') {
      return downloadBlob(await download.trigger({ bucketId, path: only.path }), only.name);
    }
    if (readable.length === 0) return;
    const name = readable.length === 1 ? only!.name : bucketId;
    const parent = only!.path.split('/').slice(0, -1).pop() ?? bucketId;
    const paths = readable.map((item) => item.path);
    downloadBlob(
      await zip.trigger({ bucketId, paths, folderName: readable.length === 1 ? name : parent }),
      `${name}.zip`,
    );
  };
  const targetsOf = (items: readonly StorageItem[]) =>
    items.map((item) => ({ path: item.path, type: item.type }));

  const perform = (action: ItemAction, item: StorageItem) => {
    const run = (work: Promise<unknown>) => void work.catch(() => undefined);
    switch (action.kind) {
      case 'url':
        return run(copyUrl(item, action.expiresIn));
      case 'custom-url':
        return setOpen({ kind: 'custom-url', item });
      case 'download':
        return run(downloadFiles([item]));
      case 'copy-path':
        return run(
          copy(
            item.path,
            item.type === 'FOLDER'
              ? `Copied path to folder "${item.name}"`
              : `Copied path to "${item.name}"`,
          ),
        );
      case 'move':
        return setOpen({ kind: 'move', items: [item] });
      case 'delete':
        return setOpen({ kind: 'delete', items: [item] });
    }
  };

  const close = () => setOpen(null);
  let dialog: ReactNode = null;
  if (open?.kind === 'delete') {
    dialog = (
      <DeleteDialog
        names={open.items.map((item) => item.name)}
        onClose={close}
        onDelete={async () => {
          await remove.trigger({ bucketId, targets: targetsOf(open.items) });
          onDone();
        }}
      />
    );
  } else if (open?.kind === 'move') {
    dialog = (
      <MoveDialog
        bucketId={bucketId}
        names={open.items.map((item) => item.name)}
        onClose={close}
        onMove={async (into) => {
          await move.trigger({ bucketId, targets: targetsOf(open.items), into });
          onDone();
        }}
      />
    );
  } else if (open?.kind === 'custom-url') {
    dialog = <ExpiryDialog onClose={close} onSign={(seconds) => copyUrl(open.item, seconds)} />;
  }

  return {
    perform,
    dialog,
    deleteItems: (items: readonly StorageItem[]) => setOpen({ kind: 'delete', items }),
    moveItems: (items: readonly StorageItem[]) => setOpen({ kind: 'move', items }),
    downloadItems: (items: readonly StorageItem[]) =>
      void downloadFiles(items).catch(() => undefined),
  };
}
