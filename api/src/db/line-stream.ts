import { deferred, type Deferred } from './deferred.js';

/** Lines are handed to the response in pieces of about this many characters... */
const CHUNK_CHARS = 64 * 1024;
/** ...or after this long, so the first rows of a slow statement are not held back. */
const FLUSH_AFTER_MS = 50;
/** The response's own queue; past it, the writer is told to wait. */
const QUEUE_BYTES = 1024 * 1024;

/**
 * Newline-delimited text on its way to an HTTP client, never holding more than about a megabyte:
 * `write` says when the client is behind, and `ready()` when it caught up. The client going away
 * (the body cancelled) or reading nothing for `stallMs` while lines wait aborts `stopped`, so the
 * writer's statement is cancelled rather than run for nobody.
 */
export class LineStream {
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private pending = '';
  private flushTimer: NodeJS.Timeout | undefined;
  private wanted: Deferred<void> | undefined;
  private stallTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly stopping = new AbortController();
  /** Aborts when the client went away or stalled: stop writing, cancel the work. */
  readonly stopped = this.stopping.signal;

  constructor(private readonly stallMs: number) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => void (this.controller = controller),
        pull: () => this.caughtUp(),
        cancel: () => this.stop(),
      },
      { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
    );
  }

  /** Adds one line (without its newline); false when the client is behind: wait for `ready()`. */
  write(line: string): boolean {
    if (this.closed) return true;
    this.pending += `${line}\n`;
    if (this.pending.length >= CHUNK_CHARS) this.flush();
    else this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
    return this.wantsMore();
  }

  /** Hands what is pending to the client now (a statement ended: show it). */
  flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.closed || !this.pending) return;
    this.controller.enqueue(Buffer.from(this.pending));
    this.pending = '';
  }

  /** Settles when the client wants more (or went away). */
  ready(): Promise<void> {
    return this.wanted?.promise ?? Promise.resolve();
  }

  /** Writes the last line and ends the body; later calls do nothing. */
  end(lastLine: string): void {
    if (this.closed) return;
    this.write(lastLine);
    this.flush();
    this.closed = true;
    clearTimeout(this.stallTimer);
    this.controller.close();
    this.caughtUp();
  }

  private wantsMore(): boolean {
    if (this.closed || (this.controller.desiredSize ?? 0) > 0) return true;
    if (!this.wanted) {
      this.wanted = deferred<void>();
      this.stallTimer = setTimeout(() => this.giveUp(), this.stallMs).unref();
    }
    return false;
  }

  private caughtUp(): void {
    clearTimeout(this.stallTimer);
    const wanted = this.wanted;
    this.wanted = undefined;
    wanted?.resolve();
  }

  private giveUp(): void {
    if (this.closed) return;
    this.controller.error(new Error(`The client read nothing for ${this.stallMs} ms`));
    this.stop();
  }

  private stop(): void {
    clearTimeout(this.flushTimer);
    this.closed = true;
    this.caughtUp();
    this.stopping.abort();
  }
}
