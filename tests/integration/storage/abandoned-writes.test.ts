import { request } from 'node:http';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { ABANDONED_WRITE_AGE_MS } from '../../../api/src/storage/backends/abandoned-writes.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';
import { makeStateDir, removeStateDir } from '../../harness/temp-state.js';
import { waitFor } from '../../harness/wait-for.js';
import { spawnApi, stopApi, type ApiChild } from './api-child.js';

const SECRET_KEY = 'abandoned-writes-test-secret-key';

/** Every `.incoming-*` file under `folder`, at any depth. */
async function temporaryFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.startsWith('.incoming-'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A file-system upload cut mid-write by a crash leaves its temporary file (`.incoming-*`) beside
 * its key. The API is killed with SIGKILL while an upload's bytes stream into one; the next
 * start removes it once it is older than any live put could leave one, and leaves a younger
 * one (another instance's put in flight) alone. A process of its own, on databases of the
 * shared cluster, with the default file-system backend.
 */
describe('a crash in the middle of an upload’s write', { timeout: 120_000 }, () => {
  let stateDir: string;
  let projectDb: string;
  let platformDb: string;
  const running: ApiChild[] = [];

  const startApi = async () => {
    const api = await spawnApi({
      ATRIUM_DATA_DIR: stateDir,
      ATRIUM_SECRET_KEY: SECRET_KEY,
      DATABASE_URL: sharedClusterUrl(projectDb),
      ATRIUM_PLATFORM_DATABASE_URL: sharedClusterUrl(platformDb),
    });
    running.push(api);
    return api;
  };
  const serviceKey = async () =>
    signProjectKey(
      await readProjectJwtSecret(sharedClusterUrl(platformDb), SECRET_KEY, 'default'),
      'default',
      'service_role',
    );

  beforeAll(async () => {
    stateDir = await makeStateDir('abandoned-writes');
    projectDb = uniqueName('abandoned_writes_project');
    await superuserQuery(`CREATE DATABASE ${projectDb}`);
    platformDb = await clonePlatformDatabase('abandoned_writes');
  });

  afterAll(async () => {
    for (const api of running) await stopApi(api);
    await superuserQuery(`DROP DATABASE IF EXISTS ${projectDb} WITH (FORCE)`);
    await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
    await removeStateDir(stateDir);
  });

  it('removes at the next start the temporary file of a put the crash cut, and only an old one', async () => {
    const first = await startApi();
    const key = await serviceKey();
    const storage = new StorageClient(`${first.url}/storage/v1`, {
      apikey: key,
      Authorization: `Bearer ${key}`,
    });
    const bucket = uniqueName('cut');
    expect((await storage.createBucket(bucket)).error).toBeNull();

    // An upload that declares 8 MiB and sends one, so its bytes sit in a temporary file.
    const upload = request(`${first.url}/storage/v1/object/${bucket}/big.bin`, {
      method: 'POST',
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/octet-stream',
        'content-length': String(8 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write(Buffer.alloc(1024 * 1024, 7));
    const bucketFolder = join(stateDir, 'storage', 'default', bucket);
    let cut: string | undefined;
    await waitFor(async () => {
      [cut] = await temporaryFiles(bucketFolder);
      return !!cut && (await stat(cut)).size > 0;
    }, 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    upload.destroy();

    // Made old, as an hour after the crash; beside it a young one, as a live put would have.
    const longAgo = new Date(Date.now() - ABANDONED_WRITE_AGE_MS - 60_000);
    await utimes(cut!, longAgo, longAgo);
    await mkdir(join(bucketFolder, 'other.bin'));
    const young = join(bucketFolder, 'other.bin', '.incoming-young');
    await writeFile(young, 'a put still writing');
    expect((await temporaryFiles(bucketFolder)).sort()).toEqual([cut, young].sort());

    // The storage module sweeps as it starts, beside the API's first answers.
    await startApi();
    await waitFor(async () => !(await temporaryFiles(bucketFolder)).includes(cut!), 30_000);
    expect(await temporaryFiles(bucketFolder)).toEqual([young]);
    expect(
      await directQuery(
        'SELECT name FROM storage.objects WHERE bucket_id = $1',
        [bucket],
        sharedClusterUrl(projectDb),
      ),
    ).toEqual([]);
  });
});
