import { ApiError } from '../../http/api-error.js';

/** How long an upload may send nothing before the import is abandoned (and rolled back). */
export const UPLOAD_STALL_MS = 60_000;

/** The upload sent nothing for too long: 408, nothing imported. */
export const uploadStalled = (ms: number) =>
  new ApiError(
    408,
    `The upload sent nothing for ${Math.round(ms / 1000)} s: the import was cancelled and nothing was imported`,
    'upload_stalled',
  );

/**
 * A request body read chunk by chunk, where each read must bring something within `stallMs`. A
 * client that stops sending without closing would otherwise hold a connection and an open COPY
 * (and its locks) for as long as the socket lives. On a stall the body is cancelled and the read
 * fails, which aborts the COPY: its transaction rolls back.
 */
export class UploadReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private stalled = false;

  constructor(
    body: ReadableStream<Uint8Array> | null,
    private readonly stallMs = UPLOAD_STALL_MS,
  ) {
    this.reader = body?.getReader();
  }

  /** The next chunk, undefined at the end of the body; 408 when none arrives in time. */
  async read(): Promise<Uint8Array | undefined> {
    if (!this.reader) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const stall = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.stalled = true;
        reject(uploadStalled(this.stallMs));
      }, this.stallMs);
    });
    try {
      const { done, value } = await Promise.race([this.reader.read(), stall]);
      return done ? undefined : value;
    } catch (error) {
      if (this.stalled) await this.reader.cancel().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Reads and drops what is left, so a client still sending gets our answer (an error may come
   * before the whole file was read). Not after a stall: that body would never end.
   */
  async drain(): Promise<void> {
    if (!this.reader || this.stalled) return;
    try {
      while ((await this.read()) !== undefined);
    } catch {
      // The client went away, or stopped sending: nobody is left to answer.
    }
  }
}
