import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../harness/browser.js';
import { measure, type ActionResult } from '../grid-long-tasks/measure.mjs';
import { OBSERVER } from '../long-task-observer.mjs';
import { BUCKET } from './seed.mjs';
import { withTaskCpu } from './task-cpu.mjs';

/** An action's long tasks by the wall clock (the target), and its costliest task in CPU time. */
export interface ExplorerResult extends ActionResult {
  readonly longestTaskCpuMs: number;
}

/** `measure` of one action, its tasks' CPU time traced meanwhile. */
async function measureWithCpu(
  page: Page,
  cdp: CDPSession,
  action: string,
  run: () => Promise<void>,
): Promise<ExplorerResult> {
  const { result, longestTaskCpuMs } = await withTaskCpu(cdp, () => measure(page, action, run));
  return { ...result, longestTaskCpuMs };
}

/** The last name of a folder of `count` objects, as seeded. */
const lastName = (count: number) => `${String(count).padStart(6, '0')}.txt`;

/**
 * Opens `folder` (of `count` objects) in the explorer at 1440×900 and measures its three actions:
 * scrolling its column to the end (pages of 200 loading as it goes), a shift-click range of
 * files, and 'Select all' of the column's files.
 */
async function measureFolder(
  page: Page,
  cdp: CDPSession,
  baseUrl: string,
  folder: string,
  count: number,
) {
  await page.goto(`${baseUrl}/project/default/storage/buckets/${BUCKET}?path=${folder}`);
  const column = page.getByRole('listbox', { name: folder, exact: true });
  const option = (name: string) => column.getByRole('option', { name, exact: true });
  await option(lastName(1)).waitFor();
  const results: ExplorerResult[] = [];
  results.push(
    await measureWithCpu(page, cdp, `${folder}: scroll to the end`, async () => {
      // One fling to the bottom per frame, as a fast wheel would, until the last name shows.
      await page.waitForFunction(
        ({ folder, last }) => {
          const scroller = document.querySelector(
            `[role="listbox"][aria-label="${folder}"]`,
          ) as HTMLElement | null;
          if (!scroller) return false;
          scroller.scrollTop = scroller.scrollHeight;
          return [...scroller.querySelectorAll('[role="option"]')].some((row) =>
            row.textContent?.includes(last),
          );
        },
        { folder, last: lastName(count) },
        { polling: 'raf', timeout: 600_000 },
      );
    }),
  );
  await column.evaluate((scroller) => (scroller.scrollTop = 0));
  await option(lastName(1)).waitFor();
  results.push(
    await measureWithCpu(page, cdp, `${folder}: shift-click range`, async () => {
      await option(lastName(1)).getByTestId('select-item').click();
      await option(lastName(15))
        .getByTestId('select-item')
        .click({ modifiers: ['Shift'] });
      await page.getByText('15 items selected', { exact: true }).waitFor();
    }),
  );
  results.push(
    await measureWithCpu(page, cdp, `${folder}: select all`, async () => {
      // The range is part of the column: the first click selects every file, as the spec says.
      await page
        .getByRole('region', { name: folder, exact: true })
        .getByText('Select all', { exact: true })
        .click();
      await page.getByText(`${count} items selected`, { exact: true }).waitFor();
    }),
  );
  return results;
}

/** The reference folder's results and the large folder's, measured in one browser. */
export async function measureExplorer(
  baseUrl: string,
  folders: readonly (readonly [string, number])[],
): Promise<ExplorerResult[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(OBSERVER);
    const cdp = await browser.context.newCDPSession(page);
    const results: ExplorerResult[] = [];
    for (const [folder, count] of folders) {
      results.push(...(await measureFolder(page, cdp, baseUrl, folder, count)));
    }
    return results;
  } finally {
    await browser.close();
  }
}
