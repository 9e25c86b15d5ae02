import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../api/src/http/principal.js';
import {
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from '../platform/platform-database.js';

/** Personal access tokens made and revoked leave named events, naming the token, never its secret. */
describe('audit events for access tokens', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let user: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('token_events');
    call = appAs(platform.pool);
    user = await addUser(platform.pool, 'scripter@acme.test');
  });
  afterAll(() => platform?.close());

  const entries = async () =>
    (
      await platform.pool.query(
        `SELECT action, target_name, actor_email, status FROM audit_log ORDER BY id`,
      )
    ).rows;

  it('records a token created and revoked by its name', async () => {
    const tokens = '/platform/profile/access-tokens';
    const created = await call<{ id: string; token: string }>(user, 'POST', tokens, {
      name: 'ci script',
    });
    expect(created.status).toBe(201);
    expect((await call(user, 'DELETE', `${tokens}/${created.body.id}`)).status).toBe(204);
    const recorded = await entries();
    expect(recorded).toEqual([
      { action: 'token.created', target_name: 'ci script', actor_email: user.email, status: 201 },
      { action: 'token.revoked', target_name: 'ci script', actor_email: user.email, status: 204 },
    ]);
    expect(JSON.stringify(recorded)).not.toContain(created.body.token);
  });
});
