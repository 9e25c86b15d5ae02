import { Writable } from 'node:stream';
import pino from 'pino';

/**
 * A pino logger writing JSON lines into memory, so a test reads exactly what would be logged.
 * For tests only.
 */
export function memoryLogger(level: pino.Level = 'info') {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    log: pino({ level, base: undefined }, sink),
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
