import type { Page } from 'playwright-core';
import { animationsSettled } from '../../harness/animations.js';

export interface OverlayGeometry {
  /** The open overlays found: dialogs, menus, listboxes, tooltips and popovers. */
  readonly overlays: readonly string[];
  /** Each overlay, or control in one, that does not lie wholly inside the viewport. */
  readonly outside: readonly string[];
}

/**
 * Finds every open overlay (react-aria renders them in portals, outside the app's root) and checks
 * that it lies inside the viewport, and each of its controls inside both the viewport and the
 * overlay (a control spilling out of its popover lies over the page under it). A control below the fold of a
 * scrolling body counts as reachable when scrolling it into view brings it inside, without the
 * window itself scrolling.
 */
export function overlayGeometry(page: Page): Promise<OverlayGeometry> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const portals = [...document.body.children].filter(
      (el) => el !== root && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName),
    );
    const surfaceSelector =
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-placement]';
    const controlSelector =
      'button, a[href], input, textarea, select, [role="menuitem"], [role="option"], [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="textbox"]';
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    /** Visually hidden: inside a wrapper clipped to nothing (react-aria's VisuallyHidden). */
    const clipped = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el.getAttribute('aria-labelledby') &&
          document.getElementById(el.getAttribute('aria-labelledby')!.split(' ')[0]!)
            ?.textContent) ??
        el.textContent?.trim().slice(0, 40);
      return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name ?? ''}"`;
    };
    type Bounds = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;
    const viewport: Bounds = {
      left: 0,
      top: 0,
      right: window.innerWidth,
      bottom: window.innerHeight,
    };
    const round = (b: Bounds) =>
      `${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`;
    /** Why `el` is not wholly inside `bounds`, or null when it is (half a pixel of rounding). */
    const outsideOf = (el: Element, bounds: Bounds, what: string) => {
      const box = el.getBoundingClientRect();
      const inside =
        box.left >= bounds.left - 0.5 &&
        box.top >= bounds.top - 0.5 &&
        box.right <= bounds.right + 0.5 &&
        box.bottom <= bounds.bottom + 0.5;
      return inside ? null : `at ${round(box)}, outside ${what} (${round(bounds)})`;
    };
    const surfaces = portals.flatMap((portal) =>
      [portal, ...portal.querySelectorAll(surfaceSelector)].filter(
        (el) => el.matches(surfaceSelector) && shown(el),
      ),
    );
    const outside: string[] = [];
    for (const surface of surfaces) {
      const problem = outsideOf(surface, viewport, 'the viewport');
      if (problem) outside.push(`${describe(surface)} ${problem}`);
      for (const control of surface.querySelectorAll(controlSelector)) {
        // react-aria's hidden native select (for autofill) and its Dismiss buttons for screen
        // readers are not laid out for the eye.
        if (!shown(control) || control.closest('[aria-hidden="true"]') || clipped(control))
          continue;
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        // On screen, and on the overlay's own surface rather than spilling over the page.
        const controlProblem =
          outsideOf(control, viewport, 'the viewport') ??
          outsideOf(control, surface.getBoundingClientRect(), 'its overlay');
        if (controlProblem)
          outside.push(`${describe(control)} of ${describe(surface)} ${controlProblem}`);
      }
    }
    const scroller = document.scrollingElement!;
    if (scroller.scrollTop !== 0 || scroller.scrollLeft !== 0) {
      outside.push(`the window scrolled to ${scroller.scrollLeft},${scroller.scrollTop}`);
    }
    return { overlays: surfaces.map(describe), outside };
  });
}

/** Resolves after the browser has drawn a frame, so what a resize set off has been laid out. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));

/**
 * The open overlays' geometry once it holds still: react-aria places an overlay again on the
 * window's `resize` and re-renders in a later frame, so it is read frame after frame until two
 * readings agree.
 */
export async function restingGeometry(page: Page): Promise<OverlayGeometry> {
  await animationsSettled(page);
  let last = await overlayGeometry(page);
  for (;;) {
    await nextFrame(page);
    const now = await overlayGeometry(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}
