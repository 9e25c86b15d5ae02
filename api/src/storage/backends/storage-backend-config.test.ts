import { describe, expect, it } from 'vitest';
import { readStorageBackend } from './storage-backend-config.js';

const S3_ENV = {
  ATRIUM_STORAGE_BACKEND: 's3',
  ATRIUM_STORAGE_S3_ENDPOINT: 'https://s3.example.com:9000',
  ATRIUM_STORAGE_S3_BUCKET: 'atrium-objects',
  ATRIUM_STORAGE_S3_ACCESS_KEY: 'AKIAEXAMPLE',
  ATRIUM_STORAGE_S3_SECRET_KEY: 'very-secret-value',
};

describe('readStorageBackend', () => {
  it('is the file system when nothing is set', () => {
    expect(readStorageBackend({})).toEqual({ kind: 'file' });
    expect(readStorageBackend({ ATRIUM_STORAGE_BACKEND: 'file' })).toEqual({ kind: 'file' });
  });

  it('reads the S3 settings, with us-east-1, path-style requests and no key prefix by default', () => {
    expect(readStorageBackend(S3_ENV)).toEqual({
      kind: 's3',
      s3: {
        endpoint: new URL('https://s3.example.com:9000'),
        region: 'us-east-1',
        bucket: 'atrium-objects',
        keyPrefix: '',
        accessKey: 'AKIAEXAMPLE',
        secretKey: 'very-secret-value',
        forcePathStyle: true,
      },
    });
  });

  it('takes a region, virtual-host requests and a key prefix, which always ends in one slash', () => {
    const backend = readStorageBackend({
      ...S3_ENV,
      ATRIUM_STORAGE_S3_REGION: 'eu-west-3',
      ATRIUM_STORAGE_S3_FORCE_PATH_STYLE: 'false',
      ATRIUM_STORAGE_S3_KEY_PREFIX: '/atrium/prod//',
    });
    expect(backend).toMatchObject({
      s3: { region: 'eu-west-3', forcePathStyle: false, keyPrefix: 'atrium/prod/' },
    });
  });

  it('refuses s3 without its settings, naming each one missing and no value', () => {
    expect(() => readStorageBackend({ ATRIUM_STORAGE_BACKEND: 's3' })).toThrow(
      'Invalid configuration: ATRIUM_STORAGE_BACKEND=s3 needs ATRIUM_STORAGE_S3_ENDPOINT, ATRIUM_STORAGE_S3_BUCKET, ATRIUM_STORAGE_S3_ACCESS_KEY, ATRIUM_STORAGE_S3_SECRET_KEY',
    );
    const { ATRIUM_STORAGE_S3_ACCESS_KEY: _, ...withoutAccessKey } = S3_ENV;
    expect(() => readStorageBackend(withoutAccessKey)).toThrow(
      /needs ATRIUM_STORAGE_S3_ACCESS_KEY$/,
    );
  });

  it('names the variable that is wrong and never echoes a key', () => {
    const wrong: [Record<string, string>, RegExp][] = [
      [{ ATRIUM_STORAGE_BACKEND: 'gcs' }, /ATRIUM_STORAGE_BACKEND: must be file or s3/],
      [{ ATRIUM_STORAGE_S3_ENDPOINT: 'ftp://x' }, /ATRIUM_STORAGE_S3_ENDPOINT: must be an http/],
      [
        { ATRIUM_STORAGE_S3_ENDPOINT: 'http://x/bucket' },
        /ATRIUM_STORAGE_S3_ENDPOINT: must be only/,
      ],
      [{ ATRIUM_STORAGE_S3_BUCKET: 'Not_A_Bucket' }, /ATRIUM_STORAGE_S3_BUCKET: must be a valid/],
      [{ ATRIUM_STORAGE_S3_KEY_PREFIX: 'a/../b' }, /ATRIUM_STORAGE_S3_KEY_PREFIX/],
      [{ ATRIUM_STORAGE_S3_FORCE_PATH_STYLE: 'yes' }, /ATRIUM_STORAGE_S3_FORCE_PATH_STYLE/],
    ];
    for (const [env, message] of wrong) {
      let error: Error | undefined;
      try {
        readStorageBackend({ ...S3_ENV, ...env });
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message).toMatch(message);
      expect(error?.message).not.toContain('very-secret-value');
    }
  });
});
