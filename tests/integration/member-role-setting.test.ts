import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, query } from '../harness/api.js';
import { superuserQuery, uniqueName } from '../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { SUPERUSER_MEMBERS_WARNING } from '../../api/src/postgres/superuser-check.js';

/**
 * An external DATABASE_URL that logs in as a superuser (the shared test cluster's): Atrium says
 * so at start and on /admin, and `ATRIUM_MEMBER_ROLE` names the role members' SQL runs as.
 */
describe('an external DATABASE_URL that is a superuser', () => {
  let plain: SharedClusterInstance;
  let withRole: SharedClusterInstance;
  const memberRole = uniqueName('members');

  beforeAll(async () => {
    plain = await startOnSharedCluster('superuser_url');
    withRole = await startOnSharedCluster('member_role', { ATRIUM_MEMBER_ROLE: memberRole });
  });
  afterAll(async () => {
    await plain?.close();
    await withRole?.close();
    await superuserQuery(`DROP ROLE IF EXISTS ${memberRole}`);
  });

  it('is named in the deployment warnings /admin shows', async () => {
    const res = await api<{ warnings: string[] }>(
      'GET',
      '/platform/deployment',
      undefined,
      plain.atrium.url,
    );
    expect(res.body.warnings).toEqual([SUPERUSER_MEMBERS_WARNING]);
  });

  it("runs members' SQL as ATRIUM_MEMBER_ROLE, which is no superuser, and warns no more", async () => {
    const res = await query(
      `SELECT current_user AS usr, rolsuper FROM pg_roles WHERE rolname = current_user`,
      {},
      withRole.atrium.url,
    );
    expect(res.body).toEqual([{ usr: memberRole, rolsuper: false }]);
    const refused = await query(`COPY (SELECT 1) TO PROGRAM 'true'`, {}, withRole.atrium.url);
    expect(refused.status).toBe(403);
    const table = uniqueName('t');
    const created = await query(
      `CREATE TABLE public.${table} (id int); SET LOCAL ROLE anon; SELECT count(*)::int AS n FROM public.${table}`,
      {},
      withRole.atrium.url,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const deployment = await api<{ warnings: string[] }>(
      'GET',
      '/platform/deployment',
      undefined,
      withRole.atrium.url,
    );
    expect(deployment.body.warnings).toEqual([]);
  });
});
