import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../harness/wait-for.js';
import { freePort } from '../../../api/src/postgres/free-port.js';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_SECRET_KEY,
  startS3Server,
  type S3TestServer,
} from '../../harness/s3-server.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';
import { REPO_ROOT } from '../../harness/start-instance.js';
import { makeStateDir, removeStateDir } from '../../harness/temp-state.js';

const SECRET_KEY = 'crash-repair-test-secret-key';
const KEY_PREFIX = 'atrium';

/** The API in a process of its own (`scripts/serve.mjs`, what `npm start` ends with), to kill. */
interface ApiChild {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<void>;
}

/**
 * Emptying a bucket commits the rows' deletion, then removes their bytes. The API is killed with
 * SIGKILL in between (the byte store unreachable, so the bytes stay), and the next start finds
 * the bytes gone. A process of its own, on databases of the shared cluster (an external
 * Postgres, which the kill leaves running), and the S3 backend, whose server the test stops.
 */
describe(
  'a crash between a bucket’s emptying and the removal of its bytes',
  { timeout: 120_000 },
  () => {
    let s3: S3TestServer;
    let stateDir: string;
    let projectDb: string;
    let platformDb: string;
    let direct: Client;
    const running: ApiChild[] = [];

    const startApi = async (): Promise<ApiChild> => {
      const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'serve.mjs')], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(await freePort()),
          LOG_LEVEL: 'warn',
          ATRIUM_DATA_DIR: stateDir,
          ATRIUM_SECRET_KEY: SECRET_KEY,
          DATABASE_URL: sharedClusterUrl(projectDb),
          ATRIUM_PLATFORM_DATABASE_URL: sharedClusterUrl(platformDb),
          ATRIUM_STORAGE_BACKEND: 's3',
          ATRIUM_STORAGE_S3_ENDPOINT: s3.endpoint,
          ATRIUM_STORAGE_S3_BUCKET: s3.bucket,
          ATRIUM_STORAGE_S3_ACCESS_KEY: S3RVER_ACCESS_KEY,
          ATRIUM_STORAGE_S3_SECRET_KEY: S3RVER_SECRET_KEY,
          ATRIUM_STORAGE_S3_KEY_PREFIX: KEY_PREFIX,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout!.on('data', () => {
          const match = /Atrium is running at (\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        void exited.then(() => reject(new Error(`the API exited before it was ready:\n${output}`)));
      });
      const api = { child, url, exited };
      running.push(api);
      return api;
    };

    const storageOf = async (api: ApiChild) => {
      const secret = await readProjectJwtSecret(
        sharedClusterUrl(platformDb),
        SECRET_KEY,
        'default',
      );
      const key = await signProjectKey(secret, 'default', 'service_role');
      return new StorageClient(`${api.url}/storage/v1`, {
        apikey: key,
        Authorization: `Bearer ${key}`,
      });
    };

    const keysInS3 = async (prefix: string): Promise<string[]> => {
      const keys: string[] = [];
      for await (const item of direct.listObjectsV2(s3.bucket, prefix, true)) {
        if (item.name) keys.push(item.name);
      }
      return keys;
    };
    const projectQuery = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      directQuery<T>(sql, params, sharedClusterUrl(projectDb));

    beforeAll(async () => {
      s3 = await startS3Server();
      stateDir = await makeStateDir('crash-repair');
      projectDb = uniqueName('crash_repair_project');
      await superuserQuery(`CREATE DATABASE ${projectDb}`);
      platformDb = await clonePlatformDatabase('crash_repair');
      direct = new Client({
        endPoint: '127.0.0.1',
        port: Number(new URL(s3.endpoint).port),
        useSSL: false,
        accessKey: S3RVER_ACCESS_KEY,
        secretKey: S3RVER_SECRET_KEY,
        region: 'us-east-1',
      });
    });

    afterAll(async () => {
      for (const api of running) {
        if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGINT');
        await api.exited;
      }
      await s3?.close();
      await superuserQuery(`DROP DATABASE IF EXISTS ${projectDb} WITH (FORCE)`);
      await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
      await removeStateDir(stateDir);
    });

    it('removes at the next start the bytes whose rows the emptying deleted', async () => {
      const first = await startApi();
      const service = await storageOf(first);
      const bucket = uniqueName('crashed');
      expect((await service.createBucket(bucket)).error).toBeNull();
      for (const name of ['a.txt', 'folder/b.txt']) {
        const uploaded = await service.from(bucket).upload(name, new Blob([`bytes of ${name}`]));
        expect(uploaded.error).toBeNull();
      }
      const prefix = `${KEY_PREFIX}/default/${bucket}/`;
      expect(await keysInS3(prefix)).toHaveLength(2);

      // The rows' deletion commits; the bytes' removal cannot reach the store; then the crash.
      await s3.stop();
      expect((await service.emptyBucket(bucket)).error).toBeNull();
      first.child.kill('SIGKILL');
      await first.exited;
      await s3.restart();

      expect(
        await projectQuery('SELECT name FROM storage.objects WHERE bucket_id = $1', [bucket]),
      ).toEqual([]);
      const recorded = await projectQuery<{ name: string }>(
        'SELECT name FROM storage.pending_byte_deletions WHERE bucket_id = $1 ORDER BY name',
        [bucket],
      );
      expect(recorded.map((row) => row.name)).toEqual(['a.txt', 'folder/b.txt']);
      expect(await keysInS3(prefix)).toHaveLength(2);

      // The start finishes the recorded deletions: the bytes go, then their records. The module
      // does it as it starts, beside the API's first answers, so the test waits for the records.
      const second = await startApi();
      const records = () =>
        projectQuery('SELECT name FROM storage.pending_byte_deletions WHERE bucket_id = $1', [
          bucket,
        ]);
      // Bounded generously: a start beside a loaded suite took over 10 s (seen in a clean clone).
      await waitFor(async () => (await records()).length === 0, 60_000);
      expect(await keysInS3(prefix)).toEqual([]);
      expect((await (await storageOf(second)).from(bucket).list()).data).toEqual([]);
    });
  },
);
