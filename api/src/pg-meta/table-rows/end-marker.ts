const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const DOT = 0x2e; // .
const CR = 0x0d;
const LF = 0x0a;
const isLineBreak = (byte: number | undefined) => byte === CR || byte === LF;

/** The record `\.` as quoted CSV: the same one-field value, which COPY reads as data. */
const QUOTED_MARKER = Buffer.from('"\\."');

/**
 * Rewrites CSV bytes on their way to `COPY ... FROM STDIN WITH CSV` so that a record that is
 * exactly `\.` stays data. COPY reads such a line as its end-of-data marker, even in CSV mode:
 * the rows after it would be dropped without an error. Quoted, `"\."` is the same value and is
 * imported like any other. Everything else passes through byte for byte.
 *
 * Works on bytes across chunk boundaries: the characters it looks for are ASCII, which never
 * occur inside a UTF-8 multi-byte sequence. It follows quoting as COPY does (a doubled quote
 * toggles twice), so a `\.` line inside a quoted, multi-line field is left alone.
 */
export class EndMarkerQuoter {
  private quoted = false;
  private atRecordStart = true;
  /** The end of the previous chunk when it might be the start of `\.` plus a line break. */
  private held: Buffer = Buffer.alloc(0);

  /** The bytes to send for `chunk` (some may be held back until the next chunk or the end). */
  push(chunk: Uint8Array): Buffer {
    const bytes = this.held.length ? Buffer.concat([this.held, chunk]) : Buffer.from(chunk);
    this.held = Buffer.alloc(0);
    const out: Buffer[] = [];
    let from = 0;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (this.atRecordStart && byte === BACKSLASH) {
        // Too few bytes to decide: keep them for the next chunk.
        if (i + 2 >= bytes.length && (i + 1 >= bytes.length || bytes[i + 1] === DOT)) {
          this.held = bytes.subarray(i);
          out.push(bytes.subarray(from, i));
          return Buffer.concat(out);
        }
        if (bytes[i + 1] === DOT && isLineBreak(bytes[i + 2])) {
          out.push(bytes.subarray(from, i), QUOTED_MARKER);
          from = i + 2;
          i += 1;
          this.atRecordStart = false;
          continue;
        }
      }
      if (byte === QUOTE) this.quoted = !this.quoted;
      this.atRecordStart = !this.quoted && isLineBreak(byte);
    }
    out.push(bytes.subarray(from));
    return Buffer.concat(out);
  }

  /** What was held back, once the body has ended: a final `\.` is quoted too. */
  end(): Buffer {
    const rest = this.held;
    this.held = Buffer.alloc(0);
    return rest.equals(Buffer.from('\\.')) ? QUOTED_MARKER : rest;
  }
}
