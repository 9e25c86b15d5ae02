import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Revalidator, RevalidatorOptions } from 'swr';
import { retryPolicy } from './retry-policy.js';

/** Plays SWR's part: each retry that fails asks the policy again with the next count. */
function failForever(error: Error = new Error('down')) {
  const attempts: number[] = [];
  const retry = (retryCount: number) =>
    retryPolicy.onErrorRetry(
      error,
      'key',
      retryPolicy as never,
      ((options: RevalidatorOptions & { retryCount: number }) => {
        attempts.push(Date.now());
        retry(options.retryCount + 1);
        return Promise.resolve(false);
      }) as Revalidator,
      { retryCount },
    );
  attempts.push(Date.now()); // the first attempt, which failed
  retry(1);
  return attempts;
}

describe('retryPolicy (spec section 8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries every 5 s and stops after the 4th attempt', async () => {
    const attempts = failForever();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0, 5000, 10_000, 15_000]);
  });

  it('does not ask again for what is not there or not allowed, but does for a server error', async () => {
    const status = (code: number) => Object.assign(new Error(`HTTP ${code}`), { status: code });
    const missing = failForever(status(404));
    const refused = failForever(status(403));
    const down = failForever(status(503));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(missing).toEqual([0]);
    expect(refused).toEqual([0]);
    expect(down).toEqual([0, 5000, 10_000, 15_000]);
  });
});
