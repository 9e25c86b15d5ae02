import { parseScriptLine, type ScriptLine } from '@atrium/common/sql-script';

/**
 * Reads a newline-delimited JSON body, handing `onLines` each piece's whole lines as they
 * arrive (a line split across pieces waits for its end). Stops reading when `signal` aborts.
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
    onLines(text.split('\n').map(parseScriptLine));
  }
}
