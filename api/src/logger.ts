import pino, { type DestinationStream, type Logger } from 'pino';
import { collapseRepeats } from './log-repeats.js';

/**
 * JSON lines on stdout (or `destination`); secrets in known places are redacted even if a caller
 * logs them, and a warning or error repeated within seconds is written once with a count.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      hooks: { logMethod: collapseRepeats() },
      redact: {
        paths: [
          'password',
          '*.password',
          'connectionString',
          '*.connectionString',
          // The secret key (ATRIUM_SECRET_KEY) and an S3 store's (`{ storage: { s3: ... } }`).
          'secretKey',
          '*.secretKey',
          '*.*.secretKey',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
