import type { Page } from 'playwright-core';
import type { TestBrowser } from '../../harness/browser.js';

/**
 * One page of `browser` for a file's tests to take in turn, each loading its own address into it
 * (`goto` starts a fresh document: nothing of the last screen's scripts is left). A new page per
 * test started a renderer and closed it again, a quarter of a second each on a loaded 2-CPU
 * machine, for each of the screens and overlays the plugins list.
 */
export function reusedPage(browser: TestBrowser): () => Promise<Page> {
  let page: Page | undefined;
  return async () => {
    if (!page || page.isClosed()) {
      page = await browser.context.newPage();
      // A screen left with rows selected asks before it is left (the grid's `beforeunload`): the
      // next test's `goto` leaves it, as closing its own page did. Other dialogs are dismissed,
      // as playwright does when nothing listens.
      page.on('dialog', (dialog) =>
        dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
      );
    }
    return page;
  };
}
