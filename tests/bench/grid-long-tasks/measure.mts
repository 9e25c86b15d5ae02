import type { Page } from 'playwright-core';
import { launchBrowser } from '../../harness/browser.js';
import { OBSERVER } from '../long-task-observer.mjs';
import { TABLE } from './populate.mjs';

export interface ActionResult {
  readonly action: string;
  /** The longest task (ms) between the action's start and the grid settling; 0 when none over 50 ms. */
  readonly longestMs: number;
  readonly longTasks: number;
  /** The longest time between two animation frames during the action. */
  readonly longestFrameGapMs: number;
}

interface Observed {
  __longTasks: number[];
  __maxFrameGap: number;
}

/** Takes what the page observed since the last call, and starts afresh. */
const takeObserved = (page: Page) =>
  page.evaluate(() => {
    const observed = window as unknown as Observed;
    const result = { tasks: observed.__longTasks.splice(0), maxGap: observed.__maxFrameGap };
    observed.__maxFrameGap = 0;
    return result;
  });

/** Waits until two animation frames pass and the network is quiet, so trailing work is counted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

export async function measure(
  page: Page,
  action: string,
  run: () => Promise<void>,
): Promise<ActionResult> {
  await settle(page);
  await takeObserved(page);
  await run();
  // Settling waits 300 ms with nothing to do: that idle gap is not the action's, so stop earlier.
  await page.waitForLoadState('networkidle');
  const { tasks, maxGap } = await takeObserved(page);
  await settle(page);
  const trailing = await takeObserved(page);
  return {
    action,
    longestMs: Math.max(0, ...tasks, ...trailing.tasks),
    longTasks: tasks.length + trailing.tasks.length,
    longestFrameGapMs: maxGap,
  };
}

const firstId = (page: Page) =>
  page.getByRole('grid', { name: TABLE }).locator('[data-cell="0:0"]').textContent();

/**
 * Opens the 50-column table with 1,000 rows a page and measures the four actions of the target:
 * page change, sort, select all, and a fast scroll to the end of the page.
 */
export async function measureGrid(baseUrl: string, tableId: number): Promise<ActionResult[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.addInitScript(OBSERVER);
    await page.goto(`${baseUrl}/project/default/editor/${tableId}`);
    const grid = page.getByRole('grid', { name: TABLE });
    await grid.waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Rows per page' }).first().click();
    await page.getByRole('option', { name: '1000 rows', exact: true }).click();
    await page.getByText('of 3', { exact: true }).waitFor();

    const results: ActionResult[] = [];
    results.push(
      await measure(page, 'page change', async () => {
        await page.getByRole('button', { name: 'Next page' }).click();
        await page.waitForFunction(
          () => document.querySelector('[data-cell="0:0"]')?.textContent === '1001',
        );
      }),
    );
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sort = page.getByRole('dialog', { name: 'Sort rows' });
    await sort.getByRole('button', { name: 'Pick a column to sort by' }).click();
    await page.getByRole('option', { name: 'id', exact: true }).click();
    await sort.getByRole('button', { name: 'Direction for id' }).click();
    await page.getByRole('option', { name: 'Descending', exact: true }).click();
    results.push(
      await measure(page, 'sort', async () => {
        await sort.getByRole('button', { name: 'Apply sorting' }).click();
        await page.waitForFunction(
          () => document.querySelector('[data-cell="0:0"]')?.textContent === '2000',
        );
      }),
    );
    if ((await firstId(page)) !== '2000') throw new Error('the sort did not apply');
    results.push(
      await measure(page, 'select all', async () => {
        await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
        await page.getByText('1,000 rows selected').waitFor();
      }),
    );
    results.push(
      await measure(page, 'fast scroll to the end', async () => {
        // Flings the scroller to the bottom in a few big steps, one per frame, as a fast wheel would.
        await page.evaluate(async () => {
          const scroller = document.querySelector('[data-virtuoso-scroller]') as HTMLElement;
          for (let step = 1; step <= 10; step++) {
            scroller.scrollTop = (scroller.scrollHeight * step) / 10;
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        });
        await page.waitForFunction(() => document.querySelector('[data-cell="999:0"]') !== null);
      }),
    );
    return results;
  } finally {
    await browser.close();
  }
}
