import type { Readable } from 'node:stream';
import { readParts } from './read-parts.js';

const never = new Promise<never>(() => undefined);

/**
 * A body's parts (`readParts`) read so that waiting for the next one ends as soon as the put has
 * failed elsewhere: the signal aborted, or a part being sent failed. The body is left as it is
 * (never destroyed: it may be the request the service still answers), and a read left waiting
 * settles unobserved-safe when the body ends.
 */
export class PartSource {
  readonly #parts: AsyncGenerator<Buffer>;
  readonly #aborted: Promise<never>;
  readonly #dispose: () => void;

  constructor(body: Readable, partSize: number, signal: AbortSignal | undefined) {
    this.#parts = readParts(body, partSize);
    if (!signal) {
      this.#aborted = never;
      this.#dispose = () => undefined;
      return;
    }
    let onAbort = () => undefined as void;
    this.#aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    this.#aborted.catch(() => undefined);
    this.#dispose = () => signal.removeEventListener('abort', onAbort);
  }

  /** The next part, or undefined at the body's end; rejects when `failing` (a part's send) does. */
  async next(failing?: Promise<unknown>): Promise<Buffer | undefined> {
    const read = this.#parts.next();
    read.catch(() => undefined);
    const stops: Promise<never>[] = [this.#aborted];
    if (failing) stops.push(failing.then(() => never));
    const result = await Promise.race([read, ...stops]);
    return result.done ? undefined : result.value;
  }

  /** Stops listening to the signal. */
  close(): void {
    this.#dispose();
  }
}
