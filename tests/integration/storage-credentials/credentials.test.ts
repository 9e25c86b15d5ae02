import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../api/src/http/principal.js';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import {
  findS3Credential,
  type NewStorageCredentialJson,
  type StorageCredentialJson,
} from '../../../api/src/storage-credentials/credentials/store.js';
import {
  addMember,
  addOrganization,
  addProject,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from '../platform/platform-database.js';

const credentialsOf = (ref: string) => `/platform/storage/${ref}/credentials`;
const CREDENTIALS = credentialsOf('files-app');

/**
 * docs/architecture/project-api.md (S3 access keys): a project's S3 access keys are made by storage
 * writers, listed by storage readers, answered with their secret once, kept sealed (Signature V4
 * needs the secret back), found by `findS3Credential` until revoked, and audited by description.
 */
describe('S3 access keys', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  const secrets = SecretBox.fromSecret(randomBytes(32).toString('base64url'));
  let developer: Principal;
  let readOnly: Principal;
  let outsider: Principal;

  const platformRows = async (sql: string) =>
    (await platform.pool.query<Record<string, unknown>>(sql)).rows;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('storage_credentials');
    call = appAs(platform.pool, secrets);
    const organization = await addOrganization(platform.pool, 'files-org');
    await addProject(platform.pool, organization, 'files-app');
    await addProject(platform.pool, organization, 'second-app');
    const otherOrganization = await addOrganization(platform.pool, 'other-org');
    developer = await addUser(platform.pool, 'developer@files.test');
    readOnly = await addUser(platform.pool, 'read-only@files.test');
    outsider = await addUser(platform.pool, 'outsider@files.test');
    await addMember(platform.pool, organization, developer.userId, 'developer');
    await addMember(platform.pool, organization, readOnly.userId, 'read_only');
    await addMember(platform.pool, otherOrganization, outsider.userId, 'owner');
  });
  afterAll(() => platform?.close());

  it('answers the secret once, lists without it, keeps it sealed, and finds it until revoked', async () => {
    const made = await call<NewStorageCredentialJson>(developer, 'POST', CREDENTIALS, {
      description: ' Backups ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String),
      access_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      secret_key: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { id, access_key, secret_key } = made.body;

    const listed = await call<StorageCredentialJson[]>(readOnly, 'GET', CREDENTIALS);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id, description: 'Backups', access_key, created_at: expect.any(String) },
    ]);
    const stored = await platformRows(
      `SELECT row_to_json(c)::text AS row FROM storage_credentials c`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.row).not.toContain(secret_key);

    expect(await findS3Credential(platform.pool, secrets, access_key)).toEqual({
      credentialId: id,
      projectId: expect.any(Number),
      projectRef: 'files-app',
      accessKeyId: access_key,
      secretKey: secret_key,
    });

    expect((await call(developer, 'DELETE', `${CREDENTIALS}/${id}`)).status).toBe(204);
    expect(await findS3Credential(platform.pool, secrets, access_key)).toBeUndefined();
    expect((await call(developer, 'GET', CREDENTIALS)).body).toEqual([]);
    expect((await call(developer, 'DELETE', `${CREDENTIALS}/${id}`)).status).toBe(404);

    const audit = await platformRows(
      `SELECT action, target_name, project_ref, actor_email, status FROM audit_log
        WHERE action LIKE 'storage_credential.%' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'storage_credential.created',
        target_name: 'Backups',
        project_ref: 'files-app',
        actor_email: developer.email,
        status: 201,
      },
      {
        action: 'storage_credential.revoked',
        target_name: 'Backups',
        project_ref: 'files-app',
        actor_email: developer.email,
        status: 204,
      },
      {
        action: 'storage_credential.revoked',
        target_name: null,
        project_ref: 'files-app',
        actor_email: developer.email,
        status: 404,
      },
    ]);
    const log = await platformRows(`SELECT row_to_json(a)::text AS row FROM audit_log a`);
    expect(log.map(({ row }) => row).join('\n')).not.toContain(secret_key);
  });

  it('refuses storage readers a write and non-members everything, audited, and keeps the key', async () => {
    const made = await call<NewStorageCredentialJson>(developer, 'POST', CREDENTIALS, {
      description: 'Kept',
    });
    expect((await call(readOnly, 'POST', CREDENTIALS, { description: 'mine' })).status).toBe(403);
    expect((await call(readOnly, 'DELETE', `${CREDENTIALS}/${made.body.id}`)).status).toBe(403);
    expect((await call(outsider, 'GET', CREDENTIALS)).status).toBe(403);
    expect((await call(undefined, 'GET', CREDENTIALS)).status).toBe(401);
    expect(await findS3Credential(platform.pool, secrets, made.body.access_key)).toBeDefined();
    expect(await platformRows(`SELECT description FROM storage_credentials`)).toEqual([
      { description: 'Kept' },
    ]);
    expect(
      await platformRows(
        `SELECT action, actor_email, status FROM audit_log
          WHERE action LIKE 'storage_credential.%' AND status = 403 ORDER BY id`,
      ),
    ).toEqual([
      { action: 'storage_credential.created', actor_email: readOnly.email, status: 403 },
      { action: 'storage_credential.revoked', actor_email: readOnly.email, status: 403 },
    ]);
    await call(developer, 'DELETE', `${CREDENTIALS}/${made.body.id}`);
  });

  it('refuses a blank or overlong description and writes nothing', async () => {
    for (const description of ['  ', 'x'.repeat(101), undefined]) {
      const refused = await call<{ error: { code: string } }>(developer, 'POST', CREDENTIALS, {
        description,
      });
      expect(refused.status, String(description)).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
    }
    expect(await platformRows(`SELECT id FROM storage_credentials`)).toEqual([]);
  });

  it("neither lists nor revokes another project's key through this project's path", async () => {
    const other = await call<NewStorageCredentialJson>(
      developer,
      'POST',
      credentialsOf('second-app'),
      {
        description: 'Second app',
      },
    );
    expect(other.status).toBe(201);
    expect((await call(developer, 'GET', CREDENTIALS)).body).toEqual([]);
    expect((await call(developer, 'DELETE', `${CREDENTIALS}/${other.body.id}`)).status).toBe(404);
    expect((await call(developer, 'DELETE', `${CREDENTIALS}/not-a-uuid`)).status).toBe(404);
    expect(await findS3Credential(platform.pool, secrets, other.body.access_key)).toMatchObject({
      projectRef: 'second-app',
    });
    expect(await findS3Credential(platform.pool, secrets, 'no-such-key')).toBeUndefined();
  });
});
