import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_WINDOW_MS } from './log-repeats.js';
import { createLogger } from './logger.js';

/** The logger the server uses, writing into memory. */
function loggerInMemory() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const log = createLogger('info', sink);
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines };
}

describe('createLogger: repeated lines', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a warning repeated by every request once, then how often it repeated', async () => {
    const { log, lines } = loggerInMemory();
    for (let i = 0; i < 713; i++) {
      // As error-handler.ts does, on each request's own child logger.
      log
        .child({ requestId: `r${i}` })
        .warn(
          { code: 'database_unavailable', reason: 'connect ECONNREFUSED' },
          'service unavailable',
        );
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ level: 40, requestId: 'r0', msg: 'service unavailable' });

    await vi.advanceTimersByTimeAsync(REPEAT_WINDOW_MS);
    expect(lines()).toHaveLength(2);
    expect(lines()[1]).toMatchObject({
      level: 40,
      code: 'database_unavailable',
      msg: 'service unavailable',
      repeated: 712,
    });

    // The window is over: the next one is written at once again.
    log.warn(
      { code: 'database_unavailable', reason: 'connect ECONNREFUSED' },
      'service unavailable',
    );
    expect(lines()).toHaveLength(3);
  });

  it('keeps lines that differ, errors by their message, and every info line', () => {
    const { log, lines } = loggerInMemory();
    log.error({ err: new Error('one') }, 'request failed');
    log.error({ err: new Error('two') }, 'request failed');
    log.error({ err: new Error('two') }, 'request failed');
    log.warn('idle database connection failed');
    log.error('idle database connection failed');
    for (let i = 0; i < 3; i++) log.info({ path: '/health', status: 200 }, 'request');
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [50, 'request failed'],
      [40, 'idle database connection failed'],
      [50, 'idle database connection failed'],
      [30, 'request'],
      [30, 'request'],
      [30, 'request'],
    ]);
  });

  it('still redacts secrets', () => {
    const { log, lines } = loggerInMemory();
    log.warn({ password: 'hunter2', connectionString: 'postgres://u:p@h/d' }, 'careful');
    expect(lines()[0]).toMatchObject({ password: '[redacted]', connectionString: '[redacted]' });
  });
});
