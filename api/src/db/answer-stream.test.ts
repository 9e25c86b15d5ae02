import { describe, expect, it } from 'vitest';
import { AnswerStream } from './answer-stream.js';

const readAll = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('AnswerStream', () => {
  it('answers whole what ends within the first batch, with its cut', async () => {
    const answer = new AnswerStream(100, 60_000);
    answer.write('{"n":1}');
    answer.write('{"n":2}');
    answer.end('rows');
    expect(await answer.head).toEqual({ streamed: false, body: '[{"n":1},{"n":2}]', cut: 'rows' });
  });

  it('rejects the head with an error found within the first batch', async () => {
    const answer = new AnswerStream(100, 60_000);
    answer.write('{"n":1}');
    answer.fail(new Error('division by zero'));
    await expect(answer.head).rejects.toThrow('division by zero');
  });

  it('streams past the first batch, telling the cut before the last bytes', async () => {
    const answer = new AnswerStream(10, 60_000);
    answer.write('{"n":1}');
    answer.write('{"n":2}');
    const head = await answer.head;
    if (!head.streamed) throw new Error('expected a streamed answer');
    const seen: unknown[] = [];
    head.beforeEnd((cut) => seen.push(cut));
    answer.write('{"n":3}');
    answer.end('bytes');
    expect(seen).toEqual(['bytes']);
    expect(await readAll(head.body)).toBe('[{"n":1},{"n":2},{"n":3}]');
    expect(await head.finished).toBe('bytes');
  });

  it('breaks a streamed body off, never closing the array, when it fails', async () => {
    const answer = new AnswerStream(10, 60_000);
    answer.write('{"n":1}');
    answer.write('{"n":2}');
    const head = await answer.head;
    if (!head.streamed) throw new Error('expected a streamed answer');
    answer.fail(new Error('lost'));
    await expect(head.finished).rejects.toThrow('lost');
    await expect(readAll(head.body)).rejects.toThrow('lost');
  });

  it('asks the writer to wait while the reader is behind, and to go on once it reads', async () => {
    const answer = new AnswerStream(1, 60_000);
    const row = `{"pad":"${'x'.repeat(64 * 1024)}"}`;
    let accepted = 0;
    while (answer.write(row)) accepted++;
    expect(accepted).toBeLessThan(32); // about the response's 1 MB queue
    const head = await answer.head;
    if (!head.streamed) throw new Error('expected a streamed answer');
    const ready = answer.ready();
    await head.body.getReader().read();
    await ready;
  });

  it('drops rows once the reader went away, without waiting for it', async () => {
    const answer = new AnswerStream(1, 60_000);
    answer.write('{"n":1}');
    const head = await answer.head;
    if (!head.streamed) throw new Error('expected a streamed answer');
    await head.body.cancel();
    await answer.ready();
    expect(answer.write(`{"pad":"${'x'.repeat(4 * 1024 * 1024)}"}`)).toBe(true);
    answer.end(undefined);
    expect(await head.finished).toBeUndefined();
  });

  it('gives up on a client that reads nothing for stallMs: body broken off, stalled aborted, writer let go', async () => {
    const answer = new AnswerStream(1, 20);
    const row = `{"pad":"${'x'.repeat(64 * 1024)}"}`;
    while (answer.write(row));
    const head = await answer.head;
    if (!head.streamed) throw new Error('expected a streamed answer');
    const ready = answer.ready();
    await new Promise((resolve) =>
      answer.stalled.addEventListener('abort', resolve, { once: true }),
    );
    await ready;
    expect(answer.write(row)).toBe(true);
    await expect(readAll(head.body)).rejects.toThrow('The client read nothing for 20 ms');
  });
});
