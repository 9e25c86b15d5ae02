import { request } from 'node:http';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { uploadPartsDirectory } from '../../../api/src/storage/resumable/upload-parts.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';
import { makeStateDir, removeStateDir } from '../../harness/temp-state.js';
import { waitFor } from '../../harness/wait-for.js';
import { spawnApi, stopApi, type ApiChild } from './api-child.js';

const SECRET_KEY = 'resumable-locks-test-secret-key';
const SIZE = 4 * 1024 * 1024;

/**
 * Two API instances behind one address share the platform database and the state folder, so a
 * tus client may resume on either. While one instance writes an upload, the other MUST answer
 * tus's locked answer (423, which tus clients retry) to a PATCH or HEAD of it, never write the
 * same upload at the same time. Two processes of their own, on databases of the shared cluster:
 * the subject is the kind of deployment (instances side by side).
 */
describe('resumable upload locks across instances', { timeout: 180_000 }, () => {
  let stateDir: string;
  let projectDb: string;
  let platformDb: string;
  let key: string;
  const running: ApiChild[] = [];
  /** Requests a failed test may leave open, which would hold their instance's shutdown. */
  const open: { destroy(): void }[] = [];

  beforeAll(async () => {
    stateDir = await makeStateDir('resumable-locks');
    projectDb = uniqueName('resumable_locks_project');
    await superuserQuery(`CREATE DATABASE ${projectDb}`);
    platformDb = await clonePlatformDatabase('resumable_locks');
    const env = {
      ATRIUM_DATA_DIR: stateDir,
      ATRIUM_SECRET_KEY: SECRET_KEY,
      DATABASE_URL: sharedClusterUrl(projectDb),
      ATRIUM_PLATFORM_DATABASE_URL: sharedClusterUrl(platformDb),
    };
    // One after the other: the first applies the project's schema, the second finds it there.
    running.push(await spawnApi(env));
    running.push(await spawnApi(env));
    const secret = await readProjectJwtSecret(sharedClusterUrl(platformDb), SECRET_KEY, 'default');
    key = await signProjectKey(secret, 'default', 'service_role');
  });

  afterAll(async () => {
    for (const held of open) held.destroy();
    for (const api of running) await stopApi(api);
    await superuserQuery(`DROP DATABASE IF EXISTS ${projectDb} WITH (FORCE)`);
    await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
    await removeStateDir(stateDir);
  });

  const headers = () => ({ apikey: key, authorization: `Bearer ${key}`, 'tus-resumable': '1.0.0' });

  it('answers 423 on one instance while the other writes the upload, and takes it after', async () => {
    const [a, b] = running as [ApiChild, ApiChild];
    const storage = new StorageClient(`${a.url}/storage/v1`, {
      apikey: key,
      Authorization: `Bearer ${key}`,
    });
    const bucket = uniqueName('locks');
    expect((await storage.createBucket(bucket)).error).toBeNull();
    const created = await fetch(`${a.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        ...headers(),
        'upload-length': String(SIZE),
        'upload-metadata': `bucketName ${Buffer.from(bucket).toString('base64')},objectName ${Buffer.from('shared.bin').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const uploadOn = (api: ApiChild) => `${api.url}/storage/v1/upload/resumable/${id}`;

    // A's PATCH declares three quarters, sends one and holds the rest back: A is writing.
    const quarter = SIZE / 4;
    const patching = request(uploadOn(a), {
      method: 'PATCH',
      headers: {
        ...headers(),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(3 * quarter),
      },
    });
    open.push(patching);
    const answered = new Promise<number>((resolve, reject) => {
      patching.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      patching.on('error', reject);
    });
    patching.write(Buffer.alloc(quarter, 1));
    const part = join(uploadPartsDirectory(stateDir), id);
    const written = async () => (await stat(part).catch(() => undefined))?.size;
    await waitFor(async () => (await written()) === quarter, 60_000);

    // Meanwhile B may neither read the upload's offset nor write it.
    const patchOn = (api: ApiChild, offset: number, length: number, byte: number) =>
      fetch(uploadOn(api), {
        method: 'PATCH',
        headers: {
          ...headers(),
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        body: new Uint8Array(length).fill(byte),
      });
    expect((await patchOn(b, quarter, quarter, 2)).status).toBe(423);
    expect((await fetch(uploadOn(b), { method: 'HEAD', headers: headers() })).status).toBe(423);
    expect(await written()).toBe(quarter);

    // A's request ends and lets go; B then takes the upload and finishes it.
    patching.end(Buffer.alloc(2 * quarter, 1));
    expect(await answered).toBe(204);
    const resumed = await fetch(uploadOn(b), { method: 'HEAD', headers: headers() });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(3 * quarter));
    expect((await patchOn(b, 3 * quarter, quarter, 3)).status).toBe(204);
    const downloaded = await storage.from(bucket).download('shared.bin');
    expect(downloaded.error).toBeNull();
    const bytes = new Uint8Array(await downloaded.data!.arrayBuffer());
    expect(bytes.length).toBe(SIZE);
    expect([bytes[0], bytes[3 * quarter - 1], bytes[3 * quarter], bytes[SIZE - 1]]).toEqual([
      1, 1, 3, 3,
    ]);
  });
});
