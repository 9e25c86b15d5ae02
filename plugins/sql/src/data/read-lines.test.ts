import { describe, expect, it } from 'vitest';
import { readLines } from './read-lines.js';

/** A body that hands over `text` in pieces of `size` bytes. */
function bodyOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += size)));
    },
  });
}

describe('readLines', () => {
  it('hands over whole lines, one split across pieces included', async () => {
    const batches: unknown[][] = [];
    await readLines(bodyOf('["1"]\n["é2"]\n{"kind":"end","duration_ms":3}\n', 4), (lines) =>
      batches.push(lines),
    );
    expect(batches.flat()).toEqual([['1'], ['é2'], { kind: 'end', duration_ms: 3 }]);
  });

  it('parses a piece of many lines in slices, every line handed over once and in order', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [String(i), 'x'.repeat(20)]);
    const batches: unknown[][] = [];
    await readLines(
      bodyOf(rows.map((row) => `${JSON.stringify(row)}\n`).join(''), 4 << 20),
      (lines) => batches.push(lines),
    );
    expect(batches.flat()).toEqual(rows);
  });

  it('stops handing over lines once aborted', async () => {
    const abort = new AbortController();
    const seen: unknown[] = [];
    await readLines(
      bodyOf('["1"]\n["2"]\n', 6),
      (lines) => {
        seen.push(...lines);
        abort.abort();
      },
      abort.signal,
    );
    expect(seen).toEqual([['1']]);
  });

  it('reads a 1 MB line that comes in many pieces', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const lines: unknown[] = [];
    await readLines(bodyOf(`["${big}"]\n["2"]\n`, 64 * 1024), (batch) => lines.push(...batch));
    expect(lines).toEqual([[big], ['2']]);
  });
});
