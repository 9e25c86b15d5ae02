import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS } from '../../../api/src/auth/password-hash.js';
import { uniqueName } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

// An instance of its own, so its per-address counts are not the shared instance's, and with one
// hash at a time (so four may wait): ATRIUM_PASSWORD_HASH_CONCURRENCY. At the default cost, not
// the tests' cheaper one: the queue fills only while each hash takes its real time.
let instance: SharedClusterInstance;
beforeAll(async () => {
  instance = await startOnSharedCluster('sign_in_flood', {
    ATRIUM_PASSWORD_HASH_CONCURRENCY: '1',
    ATRIUM_PASSWORD_HASH_COST: String(SCRYPT_PARAMS.log2N),
  });
});
afterAll(() => instance?.close());

const signIn = (email: string) =>
  fetch(`${instance.atrium.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });

describe('a flood of sign-ins', () => {
  it('is answered 503 with Retry-After beyond the hashes running and a short queue, before any hashing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(`${uniqueName('nobody')}@example.test`)),
    );
    const busy = answers.filter((response) => response.status === 503);
    const checked = answers.filter((response) => response.status === 400);
    expect(busy.length + checked.length).toBe(30);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toMatchObject({ error: { code: 'sign_in_busy' } });
    }
  });
});
