import { useRef, type KeyboardEvent } from 'react';

/** How long typed letters keep adding to one search, as react-aria's type-ahead does. */
const TYPE_AHEAD_MS = 1000;

const rowsOf = (grid: HTMLElement) => [
  ...grid.querySelectorAll<HTMLElement>('[role="row"][data-key]'),
];

/** The row to focus for a moving key, or undefined when the key does not move. */
function target(rows: HTMLElement[], at: number, key: string): HTMLElement | undefined {
  const page = 10;
  const to: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    PageDown: at + page,
    PageUp: at - page,
    Home: 0,
    End: rows.length - 1,
  };
  if (!(key in to)) return undefined;
  return rows[Math.max(0, Math.min(rows.length - 1, to[key]!))];
}

/**
 * The table list's keys, as react-aria's grid list had them: Up/Down, Page Up/Down, Home/End move
 * between rows, Enter opens the row's link, typed letters jump to the next row whose name starts
 * with them, Right moves into the row (its menu button), Left back out, and the context-menu key
 * or Shift+F10 opens the row's menu. Keys from outside the grid's own elements (a menu's popover,
 * portalled but still a React child) are left alone.
 */
export function useRowKeys() {
  const typed = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent<HTMLElement>) => {
    const grid = event.currentTarget;
    const from = event.target as HTMLElement;
    if (!grid.contains(from)) return;
    const row = from.closest<HTMLElement>('[role="row"][data-key]');
    if (!row) return;
    if (from !== row) {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        row.focus();
      }
      return;
    }
    const rows = rowsOf(grid);
    const moved = target(rows, rows.indexOf(row), event.key);
    const menu = row.querySelector<HTMLElement>('button');
    if (moved) {
      event.preventDefault();
      moved.focus();
      moved.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      row.querySelector<HTMLElement>('a')?.click();
    } else if (event.key === 'ArrowRight' && menu) {
      event.preventDefault();
      menu.focus();
    } else if ((event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) && menu) {
      event.preventDefault();
      menu.click();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = event.timeStamp;
      const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + event.key;
      typed.current = { text, at: now };
      const at = rows.indexOf(row);
      const order = [...rows.slice(at + (text.length === 1 ? 1 : 0)), ...rows.slice(0, at)];
      const match = order.find((each) =>
        each.textContent?.toLowerCase().startsWith(text.toLowerCase()),
      );
      if (match) {
        event.preventDefault();
        match.focus();
        match.scrollIntoView?.({ block: 'nearest' });
      }
    }
  };
}
