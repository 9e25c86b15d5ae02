import { deferred, type Deferred } from './deferred.js';

/** Why an answer holds fewer rows than its statement returned. */
export type AnswerCut = 'rows' | 'bytes';

/**
 * A `/query` answer, a JSON array of rows: whole when it ended (or failed) within its first batch,
 * so its status and headers tell everything; streamed otherwise, with the rest still coming.
 */
export type Answer =
  | { readonly streamed: false; readonly body: string; readonly cut: AnswerCut | undefined }
  | {
      readonly streamed: true;
      readonly body: ReadableStream<Uint8Array>;
      /** Settles when the body is complete: with its cut, or the error that broke it off. */
      readonly finished: Promise<AnswerCut | undefined>;
      /** Calls `listener` with the cut once known, before the body's last bytes are handed on. */
      readonly beforeEnd: (listener: (cut: AnswerCut | undefined) => void) => void;
    };

/** Rows are handed to the response in pieces of about this many characters. */
const CHUNK_CHARS = 64 * 1024;
/** The response's own queue; past it, reading from Postgres pauses. */
const QUEUE_BYTES = 1024 * 1024;

/**
 * Rows, as JSON text, on their way to the HTTP client. The first `firstBatchChars` are held
 * back, so an answer that ends (or fails) within them gets an exact status and headers; past
 * them, the array is streamed as it comes, and `write` says when the client is behind. A client
 * that stays behind for `stallMs` is given up on: its body is broken off and `stalled` aborts,
 * so the statement is cancelled instead of holding its connection for as long as the client likes.
 */
export class AnswerStream {
  /** The first answer a route can give: whole, or the start of a stream. */
  private readonly settleHead = deferred<Answer>();
  readonly head = this.settleHead.promise;
  private held: string[] = ['['];
  private heldChars = 1;
  private rows = 0;
  private stream:
    | {
        controller: ReadableStreamDefaultController<Uint8Array>;
        pending: string;
        finished: Deferred<AnswerCut | undefined>;
        beforeEnd: ((cut: AnswerCut | undefined) => void) | undefined;
        /** The client went away (or was given up on): rows are dropped from now on. */
        cancelled: boolean;
        wanted: Deferred<void>;
        stallTimer: NodeJS.Timeout | undefined;
      }
    | undefined;
  private readonly stalling = new AbortController();
  /** Aborts when the client read nothing for `stallMs` while rows waited for it. */
  readonly stalled = this.stalling.signal;

  constructor(
    private readonly firstBatchChars: number,
    private readonly stallMs: number,
  ) {}

  /** Adds one row; false when the client is behind: read no more until `ready()` settles. */
  write(row: string): boolean {
    const text = this.rows++ === 0 ? row : `,${row}`;
    const stream = this.stream;
    if (!stream) {
      this.held.push(text);
      this.heldChars += text.length;
      if (this.heldChars >= this.firstBatchChars) this.startStreaming();
      return this.wantsMore();
    }
    if (stream.cancelled) return true;
    stream.pending += text;
    if (stream.pending.length >= CHUNK_CHARS) this.flush();
    return this.wantsMore();
  }

  /** Settles when the client wants more rows (or went away). */
  ready(): Promise<void> {
    return this.stream?.wanted.promise ?? Promise.resolve();
  }

  /** The rows are all written; `cut` says whether some were left out. */
  end(cut: AnswerCut | undefined): void {
    const stream = this.stream;
    if (!stream) {
      this.settleHead.resolve({ streamed: false, body: `${this.held.join('')}]`, cut });
      return;
    }
    clearTimeout(stream.stallTimer);
    if (!stream.cancelled) {
      stream.beforeEnd?.(cut);
      stream.pending += ']';
      this.flush();
      stream.controller.close();
    }
    stream.finished.resolve(cut);
  }

  /**
   * The answer failed. Before streaming, the route answers the error with its status; after, the
   * body is broken off unfinished (never closed as a valid array), so no client can mistake the
   * rows it got for the whole answer.
   */
  fail(error: unknown): void {
    const stream = this.stream;
    if (!stream) return this.settleHead.reject(error);
    clearTimeout(stream.stallTimer);
    if (!stream.cancelled) stream.controller.error(error);
    stream.finished.reject(error);
  }

  private startStreaming(): void {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (c) => void (controller = c),
        pull: () => this.caughtUp(),
        cancel: () => this.drop(),
      },
      { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
    );
    const finished = deferred<AnswerCut | undefined>();
    this.stream = {
      controller,
      pending: this.held.join(''),
      finished,
      beforeEnd: undefined,
      cancelled: false,
      wanted: deferred<void>(),
      stallTimer: undefined,
    };
    this.held = [];
    this.flush();
    const stream = this.stream;
    this.settleHead.resolve({
      streamed: true,
      body,
      finished: finished.promise,
      beforeEnd: (listener) => void (stream.beforeEnd = listener),
    });
  }

  private flush(): void {
    const stream = this.stream!;
    if (stream.pending) stream.controller.enqueue(Buffer.from(stream.pending));
    stream.pending = '';
  }

  private wantsMore(): boolean {
    const stream = this.stream;
    if (!stream || stream.cancelled) return true;
    if ((stream.controller.desiredSize ?? 0) > 0) return true;
    // Behind: the next pull (or a cancel, or giving up) lets the writer go on.
    stream.wanted = deferred<void>();
    stream.stallTimer = setTimeout(() => this.giveUp(), this.stallMs).unref();
    return false;
  }

  private caughtUp(): void {
    const stream = this.stream;
    if (!stream) return;
    clearTimeout(stream.stallTimer);
    stream.wanted.resolve();
  }

  /** Rows are no longer wanted: the writer goes on, and what it writes is dropped. */
  private drop(): void {
    const stream = this.stream;
    if (!stream) return;
    stream.cancelled = true;
    this.caughtUp();
  }

  private giveUp(): void {
    const stream = this.stream!;
    stream.controller.error(new Error(`The client read nothing for ${this.stallMs} ms`));
    this.drop();
    this.stalling.abort();
  }
}
