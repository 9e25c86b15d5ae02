import { AuthError } from '../http/auth-error.js';

/**
 * Node's thread pool has four threads by default, and a password hash (scrypt, about 0.35 s)
 * holds one. Signed-in requests need the same pool (verifying the access token with WebCrypto,
 * the host name lookup when a connection is opened), so hashes without a bound let a crowd of
 * sign-ins starve every signed-in request.
 * Two at once leave the pool's other threads to everything else.
 */
export const DEFAULT_HASHING_CONCURRENCY = 2;
/** How many hashes may wait per hash running: beyond that, waiting longer helps nobody. */
const QUEUE_PER_SLOT = 4;

/**
 * Bounds how many password hashes run at once. A request beyond the running ones waits in a short
 * queue, and beyond the queue is refused at once (503 with `Retry-After`) before any hashing.
 * A waiting request whose client leaves is dropped from the queue, so no one hashes for nobody.
 * Callers take the slot before recording a sign-in attempt, so neither refusal costs database
 * work or counts as a failed attempt.
 */
export class HashingSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly queueLength: number;

  constructor(private readonly concurrency: number = DEFAULT_HASHING_CONCURRENCY) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`Hashing concurrency must be a whole number from 1: ${concurrency}`);
    }
    this.queueLength = concurrency * QUEUE_PER_SLOT;
  }

  /** Runs `work` (which hashes) in a slot; `signal` is the request's, aborted when its client leaves. */
  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(clientLeft());
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLength) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const admit = () => {
        signal.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const place = this.waiting.indexOf(admit);
        if (place >= 0) this.waiting.splice(place, 1);
        reject(clientLeft());
      };
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(admit);
    });
  }

  /** Hands the slot straight to the next waiting request, or frees it. */
  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

const busy = () =>
  new AuthError(503, 'Too many sign-ins at once: try again in a few seconds', 'sign_in_busy');

/** Nobody reads this answer (the error handler sees the client gone); it only stops the request. */
const clientLeft = () =>
  new AuthError(503, 'The client left before its password was checked', 'client_closed_request');
