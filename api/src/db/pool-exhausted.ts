/**
 * Every connection of a pool stayed busy for as long as a request may wait for one. Not a broken
 * database: the client should simply try again shortly (503 with `Retry-After`).
 */
export class PoolExhaustedError extends Error {
  constructor(
    readonly max: number,
    readonly waitedMs: number,
  ) {
    super(`All ${max} database connections stayed busy for ${waitedMs / 1000} s`);
    this.name = 'PoolExhaustedError';
  }
}

/** pg-pool's only signal for "no connection came free in time" is this message. */
export const isCheckoutTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'timeout exceeded when trying to connect';
