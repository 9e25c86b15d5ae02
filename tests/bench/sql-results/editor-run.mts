import type { Page } from 'playwright-core';

/** When a run's result showed, counted in the page from the key press that ran it. */
export interface RunTimes {
  /** Until the first row of the first result set is in the grid. */
  readonly firstRowMs: number;
  /** Until the status line says the run is done (`1 statement ran in ...`). */
  readonly wholeMs: number;
}

/**
 * The probe `runInEditor` installs (a string: tsx would wrap a function's inner helpers in a
 * `__name` call the page does not have).
 */
const RUN_PROBE = `(() => {
  const results = () => document.querySelector('section[aria-label="Results"]');
  const status = () => results()?.querySelector('[role="status"]')?.textContent ?? '';
  const times = { started: 0, running: false, firstRow: 0, whole: 0 };
  window.__run = times;
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.ctrlKey && !times.started) times.started = performance.now();
  }, { capture: true });
  const observer = new MutationObserver(() => {
    if (!times.started) return;
    if (!times.running) times.running = status().startsWith('Running');
    if (!times.running) return;
    if (!times.firstRow && results()?.querySelector('table[aria-label="Result 1"] tr[aria-rowindex] td'))
      times.firstRow = performance.now() - times.started;
    if (!times.whole && /^\\d+ statements? ran in/.test(status()))
      times.whole = performance.now() - times.started;
    // The list draws its rows a frame after it knows its size: they may come after the end.
    if (times.firstRow && times.whole) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Replaces the editor's code with `sql` (inserted at once, as a paste is) and runs it with
 * Ctrl-Enter. A MutationObserver in the page notes the moment the first row is drawn and the
 * moment the status line reports the end; it counts only after the status line said `Running…`,
 * so the grid of a previous run is never mistaken for this one's. A run whose grid never shows
 * a row fails by the time limit.
 */
export async function runInEditor(page: Page, sql: string): Promise<RunTimes> {
  const editor = page.getByRole('textbox', { name: 'SQL' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.evaluate(RUN_PROBE);
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(
    () => {
      const times = (window as unknown as { __run: { firstRow: number; whole: number } }).__run;
      return times.firstRow > 0 && times.whole > 0;
    },
    null,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  const times = await page.evaluate(
    () => (window as unknown as { __run: { firstRow: number; whole: number } }).__run,
  );
  return { firstRowMs: times.firstRow, wholeMs: times.whole };
}

/**
 * The reference: the same run's answer fetched by the page itself (`/query/results`, the owner's
 * token) and read to its end with nothing parsed or drawn: the server's and the network's share
 * of the editor's times.
 */
export function fetchInPage(page: Page, sql: string, token: string): Promise<RunTimes> {
  return page.evaluate(
    async ({ sql, token }) => {
      const started = performance.now();
      const response = await fetch('/platform/pg-meta/default/query/results', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: sql }),
      });
      if (!response.ok) throw new Error(`/query/results answered ${response.status}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let firstRowMs = 0;
      let last = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (firstRowMs) continue;
        // A row is a line that starts with `[`.
        const text = last + decoder.decode(value, { stream: true });
        if (/(^|\n)\[/.test(text)) firstRowMs = performance.now() - started;
        last = text.slice(-1);
      }
      return { firstRowMs, wholeMs: performance.now() - started };
    },
    { sql, token },
  );
}

/**
 * Scrolls the grid of `label` from top to bottom in `steps` jumps of its scroll height, one an
 * animation frame, as a fast fling of the scrollbar would, and waits until its last row is drawn.
 */
export async function scrollToEnd(page: Page, label: string, rows: number, steps: number) {
  await page.evaluate(
    async ({ label, steps }) => {
      const table = document.querySelector(`table[aria-label="${label}"]`)!;
      const scroller = table.closest('[data-virtuoso-scroller]') as HTMLElement;
      for (let step = 1; step <= steps; step++) {
        scroller.scrollTop = (scroller.scrollHeight * step) / steps;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    { label, steps },
  );
  // The header row is row 1, so the last data row is rows + 1.
  await page
    .locator(`table[aria-label="${label}"] tr[aria-rowindex="${rows + 1}"]`)
    .waitFor({ timeout: 60_000 });
}
