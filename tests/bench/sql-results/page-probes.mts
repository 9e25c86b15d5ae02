import type { Page } from 'playwright-core';

interface Observed {
  __longTasks: number[];
  __maxFrameGap: number;
}

export interface Observation {
  /** The durations (ms) of the tasks over 50 ms since the last call. */
  readonly tasks: number[];
  /** The longest time between two animation frames since the last call. */
  readonly maxGap: number;
}

/** Takes what the page observed since the last call, and starts afresh. */
export const takeObserved = (page: Page): Promise<Observation> =>
  page.evaluate(() => {
    const observed = window as unknown as Observed;
    const result = { tasks: observed.__longTasks.splice(0), maxGap: observed.__maxFrameGap };
    observed.__maxFrameGap = 0;
    return result;
  });

/** Waits for two animation frames and a quiet moment, so trailing work lands before a measure. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}
