/** Which side of its control a tip shows on, before it flips for lack of room. */
export type TipPlacement = 'top' | 'bottom' | 'right';

/** Gap between the control and the tip, and the least room kept from the viewport's edge (px). */
const OFFSET = 6;
const MARGIN = 4;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Places a fixed tip beside its control's box: on the asked side, or the opposite one when the
 * asked side has no room, then slid along to stay inside the viewport.
 */
export function placeTip(tip: HTMLElement, control: DOMRect, placement: TipPlacement) {
  const { width, height } = tip.getBoundingClientRect();
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = document.documentElement.clientHeight;
  let top: number;
  let left: number;
  if (placement === 'right') {
    top = control.top + control.height / 2 - height / 2;
    left = control.right + OFFSET;
    if (left + width > viewWidth) left = control.left - OFFSET - width;
  } else {
    left = control.left + control.width / 2 - width / 2;
    const above = control.top - OFFSET - height;
    const below = control.bottom + OFFSET;
    if (placement === 'top') top = above < 0 ? below : above;
    else top = below + height > viewHeight ? above : below;
  }
  tip.style.top = `${clamp(top, MARGIN, viewHeight - height - MARGIN)}px`;
  tip.style.left = `${clamp(left, MARGIN, viewWidth - width - MARGIN)}px`;
}
