import { describe, expect, it } from 'vitest';
import { ObjectStoreUnavailable } from './backends/object-store.js';
import { storageErrorOf, storageErrors } from './storage-error.js';

describe('storage errors', () => {
  it('answers an unreachable store with 503 and a clear message', () => {
    const error = storageErrorOf(new ObjectStoreUnavailable('connect ECONNREFUSED'));
    expect(error).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect(error?.message).toMatch(/storage backend cannot be reached; nothing was changed/);
  });

  it('answers a row-level security refusal as storage-api does, 403 AccessDenied', () => {
    const refusal = Object.assign(new Error('new row violates row-level security policy'), {
      code: '42501',
    });
    expect(storageErrorOf(refusal)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
  });

  it('keeps its own errors and leaves any other to Atrium’s error handler', () => {
    expect(storageErrorOf(storageErrors.noSuchKey())).toMatchObject({ status: 404 });
    expect(storageErrorOf(new Error('a bug'))).toBeUndefined();
  });
});
