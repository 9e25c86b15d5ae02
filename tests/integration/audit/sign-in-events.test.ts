import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../harness/password-cost.js';
import { createUser } from '../../../api/src/platform/users/store.js';
import {
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from '../platform/platform-database.js';

/** Signing in leaves a named event; a refused one names nobody; renewing a session is no event. */
describe('audit events for signing in', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('sign_in_events');
    call = appAs(platform.pool);
    await createUser(
      platform.pool,
      'signer@acme.test',
      'correct horse battery',
      TEST_PASSWORD_COST,
    );
  });
  afterAll(() => platform?.close());

  const entries = async () =>
    (await platform.pool.query(`SELECT action, target_name, status FROM audit_log ORDER BY id`))
      .rows;

  it('records a sign-in by the account signed in to, and a refused one without the typed email', async () => {
    const token = '/auth/v1/token?grant_type=';
    const signedIn = await call<{ refresh_token: string }>(undefined, 'POST', `${token}password`, {
      email: 'signer@acme.test',
      password: 'correct horse battery',
    });
    expect(signedIn.status).toBe(200);
    const refused = await call(undefined, 'POST', `${token}password`, {
      email: 'typo-secret@acme.test',
      password: 'wrong',
    });
    expect(refused.status).toBe(400);
    const renewed = await call(undefined, 'POST', `${token}refresh_token`, {
      refresh_token: signedIn.body.refresh_token,
    });
    expect(renewed.status).toBe(200);
    expect(await entries()).toEqual([
      { action: 'user.signed_in', target_name: 'signer@acme.test', status: 200 },
      { action: 'user.signed_in', target_name: null, status: 400 },
    ]);
  });
});
