/** First wait before asking the store again to abort an upload it could not be told about. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 60_000;

/**
 * Multipart uploads a failed put could not abort because the store was unreachable at that
 * moment: their parts would stay in the bucket (and be billed) for ever. Each is aborted again,
 * with a doubling wait, until the store says it is gone. Timers never keep the process alive; a
 * crash of the API loses the list, which is what the bucket's lifecycle rule
 * (`AbortIncompleteMultipartUpload`, README) is for.
 */
export class AbandonedUploads {
  readonly #abort: (key: string, uploadId: string) => Promise<void>;
  readonly #pending = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(abort: (key: string, uploadId: string) => Promise<void>) {
    this.#abort = abort;
  }

  /** Aborts now, and keeps trying in the background while that fails. */
  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.#abort(key, uploadId);
    } catch {
      this.#retry(key, uploadId, FIRST_RETRY_MS);
    }
  }

  /** How many uploads still wait for their abort. */
  get size(): number {
    return this.#pending.size;
  }

  #retry(key: string, uploadId: string, waitMs: number): void {
    const timer = setTimeout(() => {
      this.#abort(key, uploadId).then(
        () => this.#pending.delete(uploadId),
        () => this.#retry(key, uploadId, Math.min(waitMs * 2, LONGEST_RETRY_MS)),
      );
    }, waitMs);
    timer.unref();
    this.#pending.set(uploadId, timer);
  }
}
