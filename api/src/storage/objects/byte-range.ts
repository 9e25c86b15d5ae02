import type { ByteRange } from '../backends/object-store.js';
import { storageErrors } from '../storage-error.js';

/**
 * The one range of an HTTP `Range` header (`bytes=0-99`, `bytes=100-`, `bytes=-100`) within an
 * object of `size` bytes, or undefined for none. A range past the end is a 416 in HTTP; storage-api
 * answers 400 `InvalidRange`, as does this.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): Required<ByteRange> | undefined {
  if (!header) return undefined;
  const match = header.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) throw storageErrors.invalidRange();
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) throw storageErrors.invalidRange();
  return { start, end };
}
