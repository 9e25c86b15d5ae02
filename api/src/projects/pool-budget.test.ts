import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TIMEOUT_MS } from '../db/pool.js';
import { PoolExhaustedError } from '../db/pool-exhausted.js';
import { PoolBudget, type BudgetedPool } from './pool-budget.js';

interface FakePool extends BudgetedPool {
  used: boolean;
  closed: boolean;
}

/** A pool as the budget sees it, with its use and last use set by the test. */
function fakePool(lastUsed: number, inUse = false): FakePool {
  const pool: FakePool = {
    used: inUse,
    closed: false,
    lastUsed: () => lastUsed,
    inUse: () => pool.used,
    close: async () => {
      pool.closed = true;
    },
  };
  return pool;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PoolBudget', () => {
  it('opens as many pools as the budget holds connections for', () => {
    expect(new PoolBudget(50, 10)).toMatchObject({ perPool: 10, maxPools: 5 });
    expect(new PoolBudget(25, 10)).toMatchObject({ perPool: 10, maxPools: 2 });
    // A budget below one pool's size makes the pools smaller, never the budget larger.
    expect(new PoolBudget(3, 10)).toMatchObject({ perPool: 3, maxPools: 1 });
  });

  it('closes the least recently used pool not in use to make room', async () => {
    const budget = new PoolBudget(3, 1);
    const oldest = fakePool(1, true);
    const older = fakePool(2);
    const newest = fakePool(3);
    for (const pool of [oldest, older, newest]) await budget.admit(pool);
    await budget.admit(fakePool(4));
    expect([oldest.closed, older.closed, newest.closed]).toEqual([false, true, false]);
    expect(budget.size).toBe(3);
  });

  it('counts a pool until its close ends, so admissions at once never open above the budget', async () => {
    const budget = new PoolBudget(2, 1);
    const closes: (() => void)[] = [];
    const slowToClose = (lastUsed: number): FakePool => ({
      ...fakePool(lastUsed),
      close: () => new Promise<void>((resolve) => closes.push(resolve)),
    });
    await budget.admit(slowToClose(1));
    await budget.admit(slowToClose(2));
    let admitted = 0;
    const first = budget.admit(fakePool(3)).then(() => (admitted += 1));
    const second = budget.admit(fakePool(4)).then(() => (admitted += 1));
    await vi.waitFor(() => expect(closes).toHaveLength(2));
    expect(admitted).toBe(0);
    closes[0]!();
    await vi.waitFor(() => expect(admitted).toBe(1));
    expect(budget.size).toBe(1);
    closes[1]!();
    await Promise.all([first, second]);
    expect(budget.size).toBe(2);
  });

  it('waits for a pool to stop being used, then closes it', async () => {
    const budget = new PoolBudget(1, 1);
    const busy = fakePool(1, true);
    await budget.admit(busy);
    const waiting = budget.admit(fakePool(2));
    busy.used = false;
    budget.changed();
    await waiting;
    expect(busy.closed).toBe(true);
  });

  it('answers pool_exhausted when no pool comes free in time', async () => {
    vi.useFakeTimers();
    const budget = new PoolBudget(1, 1);
    await budget.admit(fakePool(1, true));
    const refused = budget.admit(fakePool(2)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS);
    expect(await refused).toBeInstanceOf(PoolExhaustedError);
    expect(budget.size).toBe(1);
  });
});
