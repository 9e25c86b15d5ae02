import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

/**
 * docs/architecture/api.md: an upload that sends nothing for `ATRIUM_UPLOAD_STALL_MS` is
 * cancelled with 408 and nothing imported. Through HTTP, on an instance with a short setting.
 */
describe('ATRIUM_UPLOAD_STALL_MS', () => {
  const STALL_MS = 1500;
  let instance: SharedClusterInstance;
  const table = uniqueName('stall_setting');
  const inProject = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    directQuery<T>(sql, params, instance.projectDbUrl);

  beforeAll(async () => {
    instance = await startOnSharedCluster('stall', { ATRIUM_UPLOAD_STALL_MS: String(STALL_MS) });
    await inProject(`CREATE TABLE public."${table}" (name text, age int)`);
  });
  afterAll(() => instance?.close());

  /** Posts a CSV body that sends a header and two rows, then nothing, never ending. */
  async function stalledImport(): Promise<{ status: number; body: unknown; ms: number }> {
    const [{ id }] = (await inProject<{ id: number }>('SELECT $1::regclass::oid::int AS id', [
      `public."${table}"`,
    ])) as [{ id: number }];
    const url = new URL(`${instance.atrium.url}/platform/pg-meta/default/tables/${id}/import`);
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: { ...instance.auth, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
      });
      req.on('error', reject);
      req.on('response', (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body: JSON.parse(text), ms: Date.now() - started });
        });
      });
      req.write('name,age\nAda,1\nBo,2\n');
    });
  }

  it('answers 408 upload_stalled after the configured time, nothing imported', async () => {
    const answer = await stalledImport();
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ error: { code: 'upload_stalled' } });
    // The configured 1.5 s, not the 60 s default.
    expect(answer.ms).toBeGreaterThanOrEqual(STALL_MS - 100);
    expect(answer.ms).toBeLessThan(15_000);
    expect(await inProject(`SELECT * FROM public."${table}"`)).toEqual([]);
  });
});
