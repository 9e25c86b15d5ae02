import type { Readable } from 'node:stream';
import { readParts } from './read-parts.js';

/**
 * A body's parts (`readParts`) read so that waiting for the next one ends as soon as the put has
 * failed elsewhere: the signal aborted, or a part being sent failed. The body is left as it is
 * (never destroyed: it may be the request the service still answers); a read left waiting settles
 * unobserved when the body ends.
 *
 * Each wait listens only for its own duration: racing reads against a promise that lives as long
 * as the put (`Promise.race` with the signal's) would keep every part read alive through it, the
 * whole body in memory by the end.
 */
export class PartSource {
  readonly #parts: AsyncGenerator<Buffer>;
  readonly #signal: AbortSignal | undefined;

  constructor(body: Readable, partSize: number, signal: AbortSignal | undefined) {
    this.#parts = readParts(body, partSize);
    this.#signal = signal;
  }

  /** The next part, or undefined at the body's end; rejects when `failing` (a part's send) does. */
  next(failing?: Promise<unknown>): Promise<Buffer | undefined> {
    const signal = this.#signal;
    return new Promise<Buffer | undefined>((resolve, reject) => {
      const onAbort = () => reject(signal?.reason);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          then(value);
        };
      failing?.catch(settle(reject));
      this.#parts.next().then(
        settle((read: IteratorResult<Buffer>) => resolve(read.done ? undefined : read.value)),
        settle(reject),
      );
    });
  }
}
