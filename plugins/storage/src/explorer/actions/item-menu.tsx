import { MenuItem, MenuSeparator } from '@atrium/design-system';
import type { StorageItem } from '../model/storage-item.js';
import { URL_PRESETS } from './action-rules.js';

/** What a row's menu can ask for. */
export type ItemAction =
  | { kind: 'url'; expiresIn: number | null }
  | { kind: 'custom-url' }
  | { kind: 'download' }
  | { kind: 'copy-path' }
  | { kind: 'rename' }
  | { kind: 'move' }
  | { kind: 'delete' };

/**
 * A file's or a folder's menu (right-click, or Shift+F10 on the row): Get URL (the public one, or
 * a signed one for 1 week, 1 month, 1 year or a custom time), Download, Copy path, Rename, Move
 * and Delete. Without storage write, Rename, Move and Delete are disabled; a corrupted file offers
 * no URL, download or rename (spec §4).
 */
export function itemMenu(
  item: StorageItem,
  { canWrite, isPublic }: { canWrite: boolean; isPublic: boolean },
) {
  const file = item.type === 'FILE';
  const readable = file && !item.isCorrupted;
  const items = [
    ...(readable && isPublic ? [{ id: 'url:public', label: 'Get URL' }] : []),
    ...(readable && !isPublic
      ? [
          ...URL_PRESETS.map((preset) => ({
            id: `url:${preset.seconds}`,
            label: `Get URL, expires in ${preset.label}`,
          })),
          { id: 'custom-url', label: 'Get URL with a custom expiry' },
        ]
      : []),
    // A folder downloads as one zip, without storage write (spec §7).
    ...(readable || !file ? [{ id: 'download', label: 'Download' }] : []),
    { id: 'copy-path', label: 'Copy path' },
    ...(item.isCorrupted ? [] : [{ id: 'rename', label: 'Rename' }]),
    { id: 'move', label: 'Move' },
    { id: 'delete', label: 'Delete' },
  ];
  const disabledKeys = canWrite ? [] : ['rename', 'move', 'delete'];
  const actionOf = (key: string): ItemAction => {
    if (key === 'url:public') return { kind: 'url', expiresIn: null };
    if (key.startsWith('url:')) return { kind: 'url', expiresIn: Number(key.slice(4)) };
    return { kind: key } as ItemAction;
  };
  const menu = items.map((entry) => (
    <MenuItem key={entry.id} id={entry.id}>
      {entry.label}
    </MenuItem>
  ));
  const separated = [...menu.slice(0, -2), <MenuSeparator key="separator" />, ...menu.slice(-2)];
  return { menu: separated, disabledKeys, actionOf };
}
