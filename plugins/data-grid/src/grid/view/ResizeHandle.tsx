import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWidth } from '../model/column-width.js';
import * as styles from './GridView.css.js';

export interface ResizeHandleProps {
  readonly label: string;
  readonly width: number;
  /** Called while dragging (`done` false) and once at the end (`done` true). */
  readonly onResize: (width: number, done: boolean) => void;
}

const KEY_STEP = 10;

/** The drag edge of a column header; a separator the arrow keys also move. */
export function ResizeHandle({ label, width, onResize }: ResizeHandleProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const [resizing, setResizing] = useState(false);
  const widthAt = (event: PointerEvent) =>
    clampWidth(start.current!.width + event.clientX - start.current!.x);

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowLeft' ? -KEY_STEP : event.key === 'ArrowRight' ? KEY_STEP : 0;
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(clampWidth(width + delta), true);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      tabIndex={-1}
      className={styles.resizeHandle}
      data-resizing={resizing || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { x: event.clientX, width };
        setResizing(true);
      }}
      onPointerMove={(event) => {
        if (!start.current) return;
        // While dragging only the header cell changes (the fixed table layout follows it), so
        // the rows do not re-render on every pointer move.
        const header = event.currentTarget.parentElement;
        if (header) header.style.width = `${widthAt(event)}px`;
        onResize(widthAt(event), false);
      }}
      onPointerUp={(event) => {
        if (!start.current) return;
        onResize(widthAt(event), true);
        start.current = null;
        setResizing(false);
      }}
    />
  );
}
