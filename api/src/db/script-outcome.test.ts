import { describe, expect, it } from 'vitest';
import { watchScriptAnswer, type RunOutcome } from './script-outcome.js';

const encoder = new TextEncoder();

/** `chunks` as a body, read whole through the watcher; answers what it passed on and told. */
async function watch(chunks: readonly string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const told: RunOutcome[] = [];
  const text = await new Response(watchScriptAnswer(body, (outcome) => told.push(outcome))).text();
  return { text, told };
}

describe('watchScriptAnswer', () => {
  it('passes the answer on unchanged and reads its end, lines split across chunks', async () => {
    const lines = [
      '{"kind":"columns","columns":[{"name":"n","type_id":23}]}\n',
      '["1"]\n["2"]\n',
      '{"kind":"complete","command":"SELECT","row_count":2,"cut":null}\n',
      '{"kind":"types","names":{}}\n{"kind":"end","duration_ms":3}\n',
    ].join('');
    const chunks = [lines.slice(0, 17), lines.slice(17, 70), lines.slice(70, 71), lines.slice(71)];
    const { text, told } = await watch(chunks);
    expect(text).toBe(lines);
    expect(told).toEqual([{ status: 'ok', error: null, rowCount: 2 }]);
  });

  it('reads a failure’s message, and an answer cut short as cancelled', async () => {
    const failed = await watch([
      '{"kind":"error","error":{"message":"relation \\"x\\" does not exist","code":"42P01"}}\n',
    ]);
    expect(failed.told).toEqual([
      { status: 'error', error: 'relation "x" does not exist', rowCount: null },
    ]);
    const cut = await watch(['["1"]\n["2', ']\n']);
    expect(cut.told).toEqual([{ status: 'cancelled', error: null, rowCount: null }]);
  });

  it('tells once when its reader goes away', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('["1"]\n'));
      },
    });
    const told: RunOutcome[] = [];
    const reader = watchScriptAnswer(body, (outcome) => told.push(outcome)).getReader();
    await reader.read();
    await reader.cancel();
    expect(told).toEqual([{ status: 'cancelled', error: null, rowCount: null }]);
  });
});
