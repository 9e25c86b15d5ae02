import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { visuallyHidden } from '@atrium/design-system';
import type { DiagramLayout } from './layout.js';
import { TableNode } from './TableNode.js';
import { arrowPan, pan, zoomAt, type Viewport } from './viewport.js';
import * as css from './schemas.css.js';

export interface DiagramCanvasProps {
  readonly layout: DiagramLayout;
  readonly schema: string;
  readonly projectRef: string;
  readonly view: Viewport;
  readonly onView: (change: (view: Viewport) => Viewport) => void;
  /** Called once the frame has a size, and whenever the layout changes: fit the diagram to it. */
  readonly onFrame: (frame: HTMLElement) => void;
  readonly onZoom: (factor: number) => void;
}

const WHEEL_ZOOM = 1.0015;

/**
 * The diagram in a frame that clips it: dragged or moved with the arrow keys, zoomed with the
 * wheel (about the pointer) or the + and - keys. Tables are HTML boxes with links; the foreign keys
 * are one SVG layer under them.
 */
export function DiagramCanvas(props: DiagramCanvasProps) {
  const { layout, schema, projectRef, view, onView, onFrame, onZoom } = props;
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useLayoutEffect(() => {
    if (frame.current) onFrame(frame.current);
    // Only a new layout refits: the callback changes with every render of the page.
  }, [layout]);

  // React's wheel listener is passive, and a passive one cannot keep the page from scrolling.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = WHEEL_ZOOM ** -event.deltaY;
      onView((v) => zoomAt(v, factor, event.clientX - box.left, event.clientY - box.top));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [onView]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Links keep their clicks; only the primary button drags.
    if (event.button !== 0 || (event.target as Element).closest('a')) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last) return;
    drag.current = { x: event.clientX, y: event.clientY };
    onView((v) => pan(v, event.clientX - last.x, event.clientY - last.y));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <div
      ref={frame}
      role="group"
      aria-label={`Diagram of schema ${schema}`}
      aria-describedby="schema-diagram-help"
      tabIndex={0}
      className={css.frame}
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const move = arrowPan(event.key);
        if (move) onView((v) => pan(v, ...move));
        else if (event.key === '+' || event.key === '=') onZoom(1.2);
        else if (event.key === '-') onZoom(1 / 1.2);
        else return;
        event.preventDefault();
      }}
    >
      <span id="schema-diagram-help" className={visuallyHidden}>
        Drag or use the arrow keys to move the diagram, and the wheel or the + and - keys to zoom.
      </span>
      <div
        className={css.plane}
        style={{
          width: layout.width,
          height: layout.height,
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
        }}
      >
        <svg className={css.edges} width={layout.width} height={layout.height} aria-hidden>
          <defs>
            <marker
              id="schema-fk-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0,0L10,5L0,10z" className={css.arrow} />
            </marker>
          </defs>
          {layout.edges.map((edge) => (
            <path
              key={edge.id}
              className={css.edge}
              data-fk={edge.name}
              markerEnd="url(#schema-fk-arrow)"
              d={edge.points.map(({ x, y }, i) => `${i ? 'L' : 'M'}${x},${y}`).join(' ')}
            />
          ))}
        </svg>
        {layout.tables.map((table) => (
          <TableNode key={table.id} table={table} projectRef={projectRef} />
        ))}
      </div>
    </div>
  );
}
