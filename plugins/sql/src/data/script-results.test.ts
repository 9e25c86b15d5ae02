import { describe, expect, it } from 'vitest';
import type { ScriptLine } from '@atrium/common/sql-script';
import { readLines } from './read-lines.js';
import { ScriptResultsBuilder } from './script-results.js';

const bodyOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('reading a run', () => {
  it('gathers each statement with its rows, tag and cut, whatever the pieces the body came in', async () => {
    const builder = new ScriptResultsBuilder();
    const seen: number[] = [];
    await readLines(
      bodyOf(
        '{"kind":"complete","command":"CREATE TABLE","row_count":null,"cut":null}\n{"kind":"col',
        'umns","columns":[{"name":"n","type_id":23}]}\n["1"]\n["2"]\n',
        '{"kind":"complete","command":"SELECT","row_count":5,"cut":"rows"}\n',
        '{"kind":"types","names":{"23":"integer"}}\n{"kind":"end","duration_ms":4}\n',
      ),
      (lines: ScriptLine[]) => {
        for (const line of lines) builder.add(line);
        seen.push(lines.length);
      },
    );
    expect(seen).toEqual([1, 3, 1, 2]);
    expect(builder.snapshot()).toEqual({
      statements: [
        { columns: null, rows: [], command: 'CREATE TABLE', rowCount: null, cut: null },
        {
          columns: [{ name: 'n', type_id: 23 }],
          rows: [['1'], ['2']],
          command: 'SELECT',
          rowCount: 5,
          cut: 'rows',
        },
      ],
      typeNames: { '23': 'integer' },
      error: null,
      durationMs: 4,
      finished: true,
    });
  });

  it('keeps the rows before an error, and the error', () => {
    const builder = new ScriptResultsBuilder();
    builder.add({ kind: 'columns', columns: [{ name: 'x', type_id: 23 }] });
    builder.add(['1']);
    builder.add({ kind: 'error', error: { message: 'division by zero', code: '22012' } });
    const results = builder.snapshot();
    expect(results.statements[0]?.rows).toEqual([['1']]);
    expect(results.statements[0]?.command).toBeNull();
    expect(results.error).toEqual({ message: 'division by zero', code: '22012' });
    expect(results.finished).toBe(true);
  });
});
