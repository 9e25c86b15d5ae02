import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { TABLE_LIST_WIDTH } from './use-table-list-layout.js';
import * as css from './TableEditorSidebar.css.js';

export interface TableListResizerProps {
  readonly width: number;
  readonly onResize: (width: number) => void;
  readonly onResizeEnd: (width: number) => void;
}

/**
 * The table list's right edge: drag it, or focus it and use the arrow keys (Home and End for the
 * narrowest and widest), as a window splitter does.
 */
export function TableListResizer({ width, onResize, onResizeEnd }: TableListResizerProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const widthAt = (event: PointerEvent) => drag.current!.width + event.clientX - drag.current!.x;
  const keys: Record<string, number> = {
    ArrowLeft: width - TABLE_LIST_WIDTH.step,
    ArrowRight: width + TABLE_LIST_WIDTH.step,
    Home: TABLE_LIST_WIDTH.min,
    End: TABLE_LIST_WIDTH.max,
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize table list"
      aria-valuemin={TABLE_LIST_WIDTH.min}
      aria-valuemax={TABLE_LIST_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      className={css.resizer}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { x: event.clientX, width };
      }}
      onPointerMove={(event) => {
        if (drag.current) onResize(widthAt(event));
      }}
      onPointerUp={(event) => {
        if (!drag.current) return;
        onResizeEnd(widthAt(event));
        drag.current = null;
      }}
      onKeyDown={(event: KeyboardEvent) => {
        const next = keys[event.key];
        if (next === undefined) return;
        event.preventDefault();
        onResizeEnd(next);
      }}
    />
  );
}
