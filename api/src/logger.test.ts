import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger: secrets', () => {
  it('redacts secret keys, the S3 store’s among the settings included', async () => {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const log = createLogger('info', sink);
    log.info({ secretKey: 'top-level-secret' }, 'config');
    log.info({ s3: { bucket: 'b', secretKey: 's3-secret' } }, 'store');
    log.info({ storage: { kind: 's3', s3: { secretKey: 'nested-secret' } } }, 'settings');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).not.toMatch(/top-level-secret|s3-secret|nested-secret/);
    expect(text.match(/\[redacted\]/g)).toHaveLength(3);
  });
});
