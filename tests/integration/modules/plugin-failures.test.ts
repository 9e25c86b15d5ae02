import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { addedMemberToken, callAs } from '../hosted/hosted-calls.js';

/**
 * docs/architecture/plugins.md: a plugin's failure a browser contained is reported to
 * `/platform/plugins/failures`, so `/admin/plugins` lists it after a reload and to an Owner who
 * was not there. Anyone signed in reports; only an Owner of the default organization reads; a
 * repeat is counted, not added, and the table keeps the newest 100, so no report can grow it.
 */
interface StoredFailure {
  pluginId: string;
  where: string;
  message: string;
  firstAt: string;
  lastAt: string;
  times: number;
}
const FAILURES = '/platform/plugins/failures';

describe('plugin failures reported by browsers', () => {
  const url = () => inject('apiUrl');
  const owner = () => inject('ownerToken');
  let developer: string;

  beforeAll(async () => {
    const account = {
      email: `${uniqueName('failures')}@example.test`,
      password: `pw-${uniqueName('secret')}`,
    };
    developer = await addedMemberToken(url(), owner(), 'default', account, 'developer');
  });

  const report = (token: string, body: unknown) => callAs(url(), token, 'POST', FAILURES, body);
  const failures = async () => {
    const answer = await callAs<{ failures: StoredFailure[] }>(url(), owner(), 'GET', FAILURES);
    expect(answer.status).toBe(200);
    return answer.body.failures;
  };

  it('keeps what any signed-in user reports, counting a repeat, for the Owner to read', async () => {
    const failure = { pluginId: 'hello', where: 'route /hello', message: uniqueName('boom') };
    expect((await report(developer, failure)).status).toBe(204);
    expect((await report(developer, failure)).status).toBe(204);

    const kept = (await failures()).filter((f) => f.message === failure.message);
    expect(kept).toEqual([expect.objectContaining({ ...failure, times: 2 }) as StoredFailure]);
    expect(Date.parse(kept[0]!.lastAt)).toBeGreaterThanOrEqual(Date.parse(kept[0]!.firstAt));
  });

  it('lets only an Owner of the default organization read them, and nobody report unsigned', async () => {
    const refused = await callAs<{ error: { code: string } }>(url(), developer, 'GET', FAILURES);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_permissions');

    const unsigned = await fetch(`${url()}${FAILURES}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pluginId: 'hello', where: 'x', message: 'y' }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a report that is not a plugin failure, keeping nothing of it', async () => {
    const marker = uniqueName('refused');
    for (const body of [
      { pluginId: 'not a plugin', where: 'x', message: marker },
      { pluginId: 'hello', where: '', message: marker },
      { pluginId: 'hello', where: 'x', message: `${marker}${'x'.repeat(2000)}` },
      { pluginId: 'hello', message: marker },
    ]) {
      expect((await report(developer, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await failures()).some((f) => f.message.startsWith(marker))).toBe(false);
  });

  it('keeps the newest 100, so a flood of reports stays bounded', async () => {
    const prefix = uniqueName('flood');
    for (let n = 0; n < 101; n++) {
      expect(
        (await report(developer, { pluginId: 'hello', where: 'flood', message: `${prefix}-${n}` }))
          .status,
      ).toBe(204);
    }
    const kept = await failures();
    expect(kept.length).toBe(100);
    expect(kept.map((f) => f.message)).not.toContain(`${prefix}-0`);
    expect(kept[0]!.message).toBe(`${prefix}-100`);
  });
});
