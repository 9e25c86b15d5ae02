import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Rows selected on the current page (by index), and the all-rows mode that 'Select all N rows'
 * switches to (spec section 4). Shift extends from the last toggled row.
 */
export function useRowSelection(rowCount: number) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allRows, setAllRows] = useState(false);
  const last = useRef<number | null>(null);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllRows(false);
    last.current = null;
  }, []);

  const toggle = useCallback((index: number, shift: boolean) => {
    setAllRows(false);
    setSelected((current) => {
      const next = new Set(current);
      if (shift && last.current !== null) {
        const [from, to] = [Math.min(last.current, index), Math.max(last.current, index)];
        for (let i = from; i <= to; i++) next.add(i);
      } else if (next.has(index)) next.delete(index);
      else next.add(index);
      last.current = index;
      return next;
    });
  }, []);

  const togglePage = useCallback(() => {
    setAllRows(false);
    setSelected((current) =>
      current.size === rowCount
        ? new Set()
        : new Set(Array.from({ length: rowCount }, (_, i) => i)),
    );
  }, [rowCount]);

  // Leaving the page with a selection asks first (spec section 4).
  useEffect(() => {
    if (selected.size === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [selected.size]);

  return { selected, allRows, toggle, togglePage, clear, selectAllRows: () => setAllRows(true) };
}
