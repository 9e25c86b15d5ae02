import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { bearer, signInSession } from '../../harness/owner.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs } from '../hosted/hosted-calls.js';

const SECRET_KEY = 'storage-settings-test-secret-key';
const CONFIG = '/platform/projects/default/config/storage';
const MB = 1024 * 1024;

/**
 * docs/architecture/storage.md (Storage settings): the project's upload limit, read by storage
 * readers and changed by storage writers (audited), enforced on storage-js uploads and tus
 * creations alike.
 */
describe('the project’s storage settings', () => {
  let instance: SharedClusterInstance;
  let service: StorageClient;
  let serviceKey: string;
  let reader: string;
  const bucket = uniqueName('settings');
  const readerAccount = { email: 'reader@settings.test', password: 'reader-password-for-tests' };
  const auditRows = () =>
    directQuery<{ action: string; project_ref: string; status: number }>(
      `SELECT action, project_ref, status FROM audit_log
        WHERE action = 'storage:settings.updated' ORDER BY id`,
      [],
      instance.platformDbUrl,
    );
  const patch = (token: string, body: unknown) =>
    callAs<{ fileSizeLimit?: number; error?: { message: string } }>(
      instance.atrium.url,
      token,
      'PATCH',
      CONFIG,
      body,
    );

  beforeAll(async () => {
    instance = await startOnSharedCluster('storage_settings', { ATRIUM_SECRET_KEY: SECRET_KEY });
    const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    serviceKey = await signProjectKey(secret, 'default', 'service_role');
    service = new StorageClient(`${instance.atrium.url}/storage/v1`, {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
    });
    expect((await service.createBucket(bucket, { public: false })).error).toBeNull();
    const added = await fetch(`${instance.atrium.url}/platform/organizations/default/members`, {
      method: 'POST',
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...readerAccount, role: 'read_only' }),
    });
    expect(added.status).toBe(201);
    reader = (await signInSession(instance.atrium.url, readerAccount)).access_token;
  });
  afterAll(() => instance?.close());

  it('answers the 50 MB default and the byte store in use to a storage reader, and nothing signed out', async () => {
    const read = await callAs(instance.atrium.url, reader, 'GET', CONFIG);
    expect(read).toEqual({
      status: 200,
      body: {
        fileSizeLimit: 50 * MB,
        isFreeTier: false,
        features: { imageTransformation: { enabled: false } },
        backend: 'file',
      },
    });
    expect((await fetch(`${instance.atrium.url}${CONFIG}`)).status).toBe(401);
    const otherProject = await fetch(
      `${instance.atrium.url}/platform/projects/elsewhere/config/storage`,
      { headers: bearer(reader) },
    );
    expect(otherProject.status).toBe(403);
  });

  it('refuses a storage reader’s change with 403, audited, and keeps the limit', async () => {
    expect((await patch(reader, { fileSizeLimit: MB })).status).toBe(403);
    expect((await callAs(instance.atrium.url, reader, 'GET', CONFIG)).body).toMatchObject({
      fileSizeLimit: 50 * MB,
    });
    expect(await auditRows()).toEqual([
      { action: 'storage:settings.updated', project_ref: 'default', status: 403 },
    ]);
  });

  it('refuses a limit that is not a positive whole number of at most 50 GB, changing nothing', async () => {
    for (const fileSizeLimit of [0, -1, 1.5, '1048576', null, 53_687_091_201]) {
      const refused = await patch(instance.token!, { fileSizeLimit });
      expect(refused.status, String(fileSizeLimit)).toBe(400);
    }
    expect((await patch(instance.token!, { fileSizeLimit: 53_687_091_201 })).body).toMatchObject({
      error: { message: expect.stringContaining('Maximum limit is up to 50 GB.') },
    });
    expect((await callAs(instance.atrium.url, reader, 'GET', CONFIG)).body).toMatchObject({
      fileSizeLimit: 50 * MB,
    });
    const most = await patch(instance.token!, { fileSizeLimit: 53_687_091_200 });
    expect(most).toMatchObject({ status: 200, body: { fileSizeLimit: 53_687_091_200 } });
  });

  it('lets a larger upload through once raised, and refuses with 413 once lowered', async () => {
    const overDefault = new Blob([Buffer.alloc(50 * MB + 1)]);
    expect((await patch(instance.token!, { fileSizeLimit: 60 * MB })).status).toBe(200);
    const raised = await service.from(bucket).upload('large.bin', overDefault);
    expect(raised.error).toBeNull();

    const lowered = await patch(instance.token!, { fileSizeLimit: 10 });
    expect(lowered).toEqual({
      status: 200,
      body: {
        fileSizeLimit: 10,
        isFreeTier: false,
        features: { imageTransformation: { enabled: false } },
        backend: 'file',
      },
    });
    const refused = await service.from(bucket).upload('eleven.txt', new Blob(['x'.repeat(11)]));
    expect(refused.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const fits = await service.from(bucket).upload('ten.txt', new Blob(['x'.repeat(10)]));
    expect(fits.error).toBeNull();

    const tus = await fetch(`${instance.atrium.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'tus-resumable': '1.0.0',
        'upload-length': '11',
        'upload-metadata': `bucketName ${btoa(bucket)},objectName ${btoa('tus.bin')}`,
      },
    });
    expect(tus.status).toBe(413);

    expect((await auditRows()).filter((row) => row.status === 200)).toHaveLength(3);
  });
});
