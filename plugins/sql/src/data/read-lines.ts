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
    const text = partial + decoder.decode(value, { stream: true });
    const cut = text.lastIndexOf('\n');
    if (cut < 0) {
      partial = text;
      continue;
    }
    partial = text.slice(cut + 1);
    onLines(text.slice(0, cut).split('\n').map(parseScriptLine));
  }
}
