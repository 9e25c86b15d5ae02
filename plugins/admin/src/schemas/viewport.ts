/*
 * Panning and zooming the diagram, as pure arithmetic on one transform: a point of the diagram at
 * (dx, dy) shows at (x + dx * scale, y + dy * scale) in the frame.
 */

export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 2;
/** One press of +/- or one notch of the wheel. */
export const ZOOM_STEP = 1.2;
/** How far one arrow key moves the diagram, in screen pixels. */
export const PAN_STEP = 48;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export const pan = (view: Viewport, dx: number, dy: number): Viewport => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** Zooms by `factor`, keeping the frame's point (cx, cy) over the same point of the diagram. */
export function zoomAt(view: Viewport, factor: number, cx: number, cy: number): Viewport {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

/** The whole diagram centred in the frame, never enlarged past its own size. */
export function fit(diagram: Size, frame: Size): Viewport {
  if (diagram.width <= 0 || diagram.height <= 0 || frame.width <= 0 || frame.height <= 0) {
    return { x: 0, y: 0, scale: 1 };
  }
  const scale = clampScale(Math.min(1, frame.width / diagram.width, frame.height / diagram.height));
  return {
    scale,
    x: (frame.width - diagram.width * scale) / 2,
    y: (frame.height - diagram.height * scale) / 2,
  };
}

/** The move an arrow key asks for: the view goes the arrow's way, as on a map, so the diagram the other. */
export function arrowPan(key: string): readonly [number, number] | undefined {
  switch (key) {
    case 'ArrowLeft':
      return [PAN_STEP, 0];
    case 'ArrowRight':
      return [-PAN_STEP, 0];
    case 'ArrowUp':
      return [0, PAN_STEP];
    case 'ArrowDown':
      return [0, -PAN_STEP];
    default:
      return undefined;
  }
}
