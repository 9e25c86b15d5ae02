import { parseScriptLine, type ScriptLine } from '@atrium/common/sql-script';

/**
 * Most time spent parsing lines before the page gets to draw: while the page is busy the network
 * buffers, and the next read hands over megabytes at once (20,000 rows took 360 ms to parse in
 * one task), so a large piece is parsed in slices with a yield between them.
 */
const SLICE_MS = 8;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a newline-delimited JSON body, handing `onLines` each piece's whole lines as they
 * arrive (a line split across pieces waits for its end), a large piece's in slices of at most
 * SLICE_MS of parsing. Stops reading when `signal` aborts.
 */
export async function readLines(
  body: ReadableStream<Uint8Array>,
  onLines: (lines: ScriptLine[]) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
    once: true,
  });
  const decoder = new TextDecoder();
  let partial = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Only the new piece is searched: a 1 MB line arrives in many pieces, and searching the
    // whole partial line each time would copy it over and over.
    const piece = decoder.decode(value, { stream: true });
    const cut = piece.lastIndexOf('\n');
    if (cut < 0) {
      partial += piece;
      continue;
    }
    const text = partial + piece.slice(0, cut);
    partial = piece.slice(cut + 1);
    const lines = text.split('\n');
    for (let next = 0; next < lines.length && !signal?.aborted;) {
      if (next > 0) await yieldToPage();
      const started = performance.now();
      const parsed: ScriptLine[] = [];
      while (next < lines.length && performance.now() - started < SLICE_MS) {
        parsed.push(parseScriptLine(lines[next++]!));
      }
      onLines(parsed);
    }
  }
}
