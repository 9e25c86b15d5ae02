import { CHECKOUT_TIMEOUT_MS } from '../db/pool.js';
import { PoolExhaustedError } from '../db/pool-exhausted.js';

/** One open project pool, as the budget sees it. */
export interface BudgetedPool {
  /** When it was last handed to a request: the least recently used is closed first. */
  lastUsed(): number;
  /** Handed to a request that has not ended, or holding a checked-out connection. */
  inUse(): boolean;
  /** Ends its connections; the project gets a new pool on its next request. */
  close(): Promise<void>;
}

/**
 * The instance's one connection budget across project pools (`ATRIUM_PROJECT_CONNECTION_BUDGET`):
 * each pool may open `perPool` connections, and at most `maxPools` pools are open at once, so
 * however many projects a hosted instance serves it never holds more than the budget on the
 * projects server. A new pool takes a place at once when there is room; else the least recently
 * used pool that is not in use is closed; else it waits for one to come free, and after
 * `CHECKOUT_TIMEOUT_MS` is answered 503 `pool_exhausted`, as a busy pool is.
 */
export class PoolBudget {
  /** Connections each project pool may open. */
  readonly perPool: number;
  /** Project pools open at once. */
  readonly maxPools: number;
  private readonly open = new Set<BudgetedPool>();
  /** Pools being closed: their connections are still on the projects server until it ends. */
  private closing = 0;
  private waiters: (() => void)[] = [];

  constructor(
    readonly connections: number,
    poolSize: number,
  ) {
    this.perPool = Math.min(poolSize, connections);
    this.maxPools = Math.floor(connections / this.perPool);
  }

  /** Pools open now. */
  get size(): number {
    return this.open.size;
  }

  /** Gives `pool` a place within the budget, closing or waiting for another as needed. */
  async admit(pool: BudgetedPool): Promise<void> {
    const deadline = Date.now() + CHECKOUT_TIMEOUT_MS;
    while (this.open.size + this.closing >= this.maxPools) {
      const idle = [...this.open].filter((candidate) => !candidate.inUse());
      const leastRecent = idle.sort((a, b) => a.lastUsed() - b.lastUsed())[0];
      if (leastRecent) {
        // Counted as closing until its close ends: a concurrent admit that took the place at once
        // opened a connection while the closing pool's were still there, one above the budget.
        this.open.delete(leastRecent);
        this.closing += 1;
        try {
          await leastRecent.close();
        } finally {
          this.closing -= 1;
          this.changed();
        }
        continue;
      }
      if (!(await this.changeBefore(deadline))) {
        throw new PoolExhaustedError(this.connections, CHECKOUT_TIMEOUT_MS);
      }
    }
    this.open.add(pool);
  }

  /** `pool` is closed: its place is free. */
  leave(pool: BudgetedPool): void {
    if (this.open.delete(pool)) this.changed();
  }

  /** A pool may have stopped being in use: waiting admissions look again. */
  changed(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves true on the next change, false when the deadline passes first. */
  private changeBefore(deadline: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
