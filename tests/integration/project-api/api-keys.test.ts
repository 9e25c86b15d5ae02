import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectApiKeyJson } from '../../../api/src/project-api/api-keys/store.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, memberToken, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

const SECRET_KEY = 'api-keys-test-secret-key';

/** A JWT's claims, read without verifying (the project API verifies them). */
const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

/**
 * The project's API keys (docs/architecture/project-api.md): shown to members who may run any
 * statement, the same on every visit, rolled by an Owner only, after which the project API
 * refuses the old keys; the secret itself is in no answer.
 */
describe('project API keys', () => {
  let instance: SharedClusterInstance;
  let hosted: ProjectBody;
  let administrator: string;
  let readOnly: string;
  const keysPath = (ref: string) => `/platform/projects/${ref}/api-keys`;
  const call = <T>(token: string, method: string, path: string) =>
    callAs<T>(instance.atrium.url, token, method, path);
  const keyOf = (keys: readonly ProjectApiKeyJson[], name: string) =>
    keys.find((key) => key.name === name)!.api_key;
  /** A project API call with `apikey`: 401 when the key is refused, else whatever the path is. */
  const projectApiStatus = async (apikey: string) =>
    (await fetch(`${instance.atrium.url}/storage/v1/bucket`, { headers: { apikey } })).status;

  beforeAll(async () => {
    instance = await startOnSharedCluster('api_keys', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    administrator = await memberToken(
      instance,
      instance.token!,
      'default',
      { email: 'administrator@keys.test', password: 'administrator-password-1' },
      'administrator',
    );
    readOnly = await memberToken(
      instance,
      instance.token!,
      'default',
      { email: 'read-only@keys.test', password: 'read-only-password-1' },
      'read_only',
    );
    const created = await callAs<ProjectBody>(
      instance.atrium.url,
      instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Keys' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    hosted = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
    expect(hosted.status).toBe('ACTIVE_HEALTHY');
  });

  afterAll(async () => {
    if (!instance) return;
    await instance.close();
    if (!hosted) return;
    await superuserQuery(`DROP DATABASE IF EXISTS "project_${hosted.ref}" WITH (FORCE)`);
    await superuserQuery(`DROP ROLE IF EXISTS "project_${hosted.ref}"`);
  });

  it('answers both keys, signed with the project secret, the same on every call', async () => {
    const first = await call<ProjectApiKeyJson[]>(administrator, 'GET', keysPath('default'));
    expect(first.status).toBe(200);
    expect(first.body.map((key) => key.name)).toEqual(['anon', 'service_role']);
    for (const { name, api_key } of first.body) {
      expect(claimsOf(api_key)).toMatchObject({ role: name, ref: 'default', iss: 'supabase' });
      expect(await projectApiStatus(api_key)).not.toBe(401);
    }
    const again = await call<ProjectApiKeyJson[]>(instance.token!, 'GET', keysPath('default'));
    expect(again.body).toEqual(first.body);
  });

  it('refuses a member who may not run statements, and never shows them a key', async () => {
    const refused = await call(readOnly, 'GET', keysPath('default'));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/eyJ/);
  });

  it('rolls only for an Owner, audited, and the project API refuses the old keys', async () => {
    const before = (await call<ProjectApiKeyJson[]>(instance.token!, 'GET', keysPath('default')))
      .body;
    for (const token of [administrator, readOnly]) {
      expect((await call(token, 'POST', `${keysPath('default')}/roll`)).status).toBe(403);
    }
    expect((await call(instance.token!, 'GET', keysPath('default'))).body).toEqual(before);

    const rolled = await call<ProjectApiKeyJson[]>(
      instance.token!,
      'POST',
      `${keysPath('default')}/roll`,
    );
    expect(rolled.status).toBe(200);
    expect(rolled.body.map((key) => key.name)).toEqual(['anon', 'service_role']);
    for (const name of ['anon', 'service_role']) {
      expect(keyOf(rolled.body, name)).not.toBe(keyOf(before, name));
      expect(await projectApiStatus(keyOf(before, name))).toBe(401);
      expect(await projectApiStatus(keyOf(rolled.body, name))).not.toBe(401);
    }
    expect((await call(instance.token!, 'GET', keysPath('default'))).body).toEqual(rolled.body);

    const entries = await directQuery(
      `SELECT action, target_name, project_ref, status FROM audit_log
        WHERE action = 'api_keys.rolled' ORDER BY id`,
      [],
      instance.platformDbUrl,
    );
    expect(entries).toEqual([
      { action: 'api_keys.rolled', target_name: null, project_ref: 'default', status: 403 },
      { action: 'api_keys.rolled', target_name: null, project_ref: 'default', status: 403 },
      { action: 'api_keys.rolled', target_name: 'default', project_ref: 'default', status: 200 },
    ]);
  });

  it('rolls a hosted project’s secret without touching another project’s keys', async () => {
    const defaultKeys = (await call<ProjectApiKeyJson[]>(administrator, 'GET', keysPath('default')))
      .body;
    const before = await call<ProjectApiKeyJson[]>(administrator, 'GET', keysPath(hosted.ref));
    expect(before.status).toBe(200);
    expect(claimsOf(keyOf(before.body, 'anon')).ref).toBe(hosted.ref);
    expect(await projectApiStatus(keyOf(before.body, 'service_role'))).not.toBe(401);

    const rolled = await call<ProjectApiKeyJson[]>(
      instance.token!,
      'POST',
      `${keysPath(hosted.ref)}/roll`,
    );
    expect(rolled.status).toBe(200);
    expect(await projectApiStatus(keyOf(before.body, 'service_role'))).toBe(401);
    expect(await projectApiStatus(keyOf(rolled.body, 'service_role'))).not.toBe(401);
    expect((await call(administrator, 'GET', keysPath('default'))).body).toEqual(defaultKeys);
    expect(await projectApiStatus(keyOf(defaultKeys, 'anon'))).not.toBe(401);
  });

  it('never answers or records the secret itself', async () => {
    for (const ref of ['default', hosted.ref]) {
      const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, ref);
      const answers = [
        await call(instance.token!, 'GET', keysPath(ref)),
        await call(instance.token!, 'GET', `/platform/projects/${ref}`),
        await call(instance.token!, 'GET', '/platform/projects'),
        await call(instance.token!, 'GET', '/platform/organizations/default/audit'),
      ];
      for (const { body } of answers) expect(JSON.stringify(body)).not.toContain(secret);
      const log = await directQuery(
        `SELECT row_to_json(a)::text AS row FROM audit_log a`,
        [],
        instance.platformDbUrl,
      );
      expect(log.map(({ row }) => row).join('\n')).not.toContain(secret);
    }
  });
});
