import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectKeyRole } from '../../../api/src/project-api/project-keys.js';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import { bearer } from '../../harness/owner.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

const SECRET_KEY = 'project-api-surface-test-secret-key';
const FOREIGN_ORIGIN = 'https://app.example.com';

interface StorageError {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

/**
 * The project API surface (docs/architecture/project-api.md) on a real Postgres: the hello
 * example's `GET /hello/v1/notes`, reached from another origin with the project's keys, running
 * as the caller's role so row-level security decides; sessions, other projects' keys, tampered
 * and expired keys refused.
 */
describe('the project API surface', () => {
  let instance: SharedClusterInstance;
  let other: ProjectBody;
  let secret: string;
  const notes = (headers: Record<string, string>) =>
    fetch(`${instance.atrium.url}/hello/v1/notes`, {
      headers: { origin: FOREIGN_ORIGIN, ...headers },
    });
  const key = (role: ProjectKeyRole, times?: { issuedAt?: number; expiresAt?: number }) =>
    signProjectKey(secret, 'default', role, times);
  const expectRefused = async (response: Response, status = 401) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as StorageError;
    expect(body).toEqual({
      statusCode: String(status),
      code: status === 401 ? 'InvalidJWT' : 'AccessDenied',
      error: status === 401 ? 'Unauthorized' : 'Forbidden',
      message: expect.any(String),
    });
  };

  beforeAll(async () => {
    instance = await startOnSharedCluster('project_api', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
      ATRIUM_PLUGINS: 'nav,hello',
    });
    secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    // The hello example's project table: anon may see public notes only (row-level security).
    await directQuery(
      `CREATE TABLE public.hello_notes (id int PRIMARY KEY, body text NOT NULL, public boolean NOT NULL);
       INSERT INTO public.hello_notes VALUES (1, 'for everyone', true), (2, 'for the service', false);
       ALTER TABLE public.hello_notes ENABLE ROW LEVEL SECURITY;
       CREATE POLICY public_notes ON public.hello_notes FOR SELECT TO anon USING (public);
       GRANT SELECT ON public.hello_notes TO anon, authenticated, service_role;`,
      [],
      sharedClusterUrl(instance.projectDb),
    );
    const created = await callAs<ProjectBody>(
      instance.atrium.url,
      instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Other' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    other = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
    expect(other.status).toBe('ACTIVE_HEALTHY');
  });

  afterAll(async () => {
    if (!instance) return;
    await instance.close();
    if (!other) return;
    await superuserQuery(`DROP DATABASE IF EXISTS "project_${other.ref}" WITH (FORCE)`);
    await superuserQuery(`DROP ROLE IF EXISTS "project_${other.ref}"`);
  });

  it('answers a preflight from another origin without a key', async () => {
    const response = await fetch(`${instance.atrium.url}/hello/v1/notes`, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('runs as anon for the anon key, so row-level security shows only what anon may see', async () => {
    const anon = await key('anon');
    const response = await notes({ apikey: anon, ...bearer(anon) });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual([{ id: 1, body: 'for everyone' }]);
  });

  it('runs as service_role for the service key, which bypasses row-level security', async () => {
    const service = await key('service_role');
    const response = await notes({ apikey: service });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: 1, body: 'for everyone' },
      { id: 2, body: 'for the service' },
    ]);
  });

  it('refuses a dashboard session, with or beside a project key', async () => {
    await expectRefused(await notes(bearer(instance.token!)));
    await expectRefused(await notes({ apikey: await key('anon'), ...bearer(instance.token!) }));
    await expectRefused(await notes({ apikey: instance.token! }));
  });

  it('refuses a missing key, here and on /storage/v1', async () => {
    await expectRefused(await notes({}));
    const storage = await fetch(`${instance.atrium.url}/storage/v1/bucket`, {
      headers: bearer(instance.token!),
    });
    await expectRefused(storage);
  });

  it('refuses another hosted project’s key and JWT', async () => {
    const otherSecret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, other.ref);
    const otherKey = await signProjectKey(otherSecret, other.ref, 'service_role');
    // Its own key names its own project: the bearer cannot carry it into this one.
    await expectRefused(await notes({ apikey: await key('anon'), ...bearer(otherKey) }));
    // Signed with its secret but claiming this project: the signature does not verify.
    const forged = await signProjectKey(otherSecret, 'default', 'service_role');
    await expectRefused(await notes({ apikey: forged }));
    // This project's signature on a token naming the other project.
    const crossed = await signProjectKey(secret, other.ref, 'service_role');
    await expectRefused(await notes({ apikey: await key('anon'), ...bearer(crossed) }));
  });

  it('refuses tampered, expired and unknown-role keys, and a malformed Authorization', async () => {
    const [header, , signature] = (await key('anon')).split('.');
    const payload = Buffer.from(
      JSON.stringify({ role: 'service_role', ref: 'default', iss: 'supabase' }),
    ).toString('base64url');
    await expectRefused(await notes({ apikey: `${header}.${payload}.${signature}` }));
    const now = Math.floor(Date.now() / 1000);
    const expired = await key('service_role', { issuedAt: now - 7200, expiresAt: now - 3600 });
    await expectRefused(await notes({ apikey: expired }));
    await expectRefused(await notes({ apikey: await key('postgres' as ProjectKeyRole) }));
    await expectRefused(await notes({ apikey: await key('anon'), authorization: 'Basic abc' }));
  });

  it('leaves the dashboard surface refusing cross-site writes and foreign bearer tokens', async () => {
    const response = await fetch(`${instance.atrium.url}/platform/organizations`, {
      method: 'POST',
      headers: {
        origin: FOREIGN_ORIGIN,
        'content-type': 'application/json',
        ...bearer(instance.token!),
      },
      body: JSON.stringify({ name: 'Cross-site' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'cross_site_request',
    );
    const withKey = await fetch(`${instance.atrium.url}/platform/projects`, {
      headers: { apikey: await key('service_role'), ...bearer(await key('service_role')) },
    });
    expect(withKey.status).toBe(401);
  });
});
