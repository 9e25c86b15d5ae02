import type { Page } from 'playwright-core';

export interface OverlayGeometry {
  /** The open overlays found: dialogs, menus, listboxes, tooltips and popovers. */
  readonly overlays: readonly string[];
  /** Each overlay, or control in one, that does not lie wholly inside the viewport. */
  readonly outside: readonly string[];
}

/**
 * Finds every open overlay (react-aria renders them in portals, outside the app's root) and checks
 * that it and each of its controls lie inside the viewport. A control below the fold of a
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
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el.getAttribute('aria-labelledby') &&
          document.getElementById(el.getAttribute('aria-labelledby')!.split(' ')[0]!)
            ?.textContent) ??
        el.textContent?.trim().slice(0, 40);
      return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name ?? ''}"`;
    };
    const where = (el: Element) => {
      const box = el.getBoundingClientRect();
      const inside =
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth &&
        box.bottom <= window.innerHeight;
      return inside
        ? null
        : `at ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in ${window.innerWidth}×${window.innerHeight}`;
    };
    const surfaces = portals.flatMap((portal) =>
      [portal, ...portal.querySelectorAll(surfaceSelector)].filter(
        (el) => el.matches(surfaceSelector) && shown(el),
      ),
    );
    const outside: string[] = [];
    for (const surface of surfaces) {
      const problem = where(surface);
      if (problem) outside.push(`${describe(surface)} ${problem}`);
      for (const control of surface.querySelectorAll(controlSelector)) {
        // react-aria's hidden native select (for autofill) is neither seen nor reached.
        if (!shown(control) || control.closest('[aria-hidden="true"]')) continue;
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const controlProblem = where(control);
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
