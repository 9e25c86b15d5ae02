/** How an unexpectedly stopped Postgres is restarted: quickly at first, then less and less often. */
export interface RestartBackoff {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A server that ran this long before stopping was healthy: the next restart is quick again. */
  readonly healthyAfterMs: number;
}

export const RESTART_BACKOFF: RestartBackoff = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
};

/** The wait before restart attempt `failures + 1`: 0.5 s, 1 s, 2 s, ... capped. */
export function restartDelay(failures: number, backoff = RESTART_BACKOFF): number {
  return Math.min(backoff.firstDelayMs * 2 ** failures, backoff.maxDelayMs);
}
