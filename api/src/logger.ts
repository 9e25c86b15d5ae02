import pino, { type Logger } from 'pino';

/** JSON lines on stdout; secrets in known places are redacted even if a caller logs them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'connectionString',
        '*.connectionString',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
