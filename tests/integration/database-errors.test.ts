import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';

interface ErrorBody {
  error: { message: string; code: string; detail?: string; hint?: string };
}

/** docs/architecture/api.md, Errors: answers that say what happened and nothing of the server. */
describe('errors from the database', () => {
  it('says a query ended by pg_terminate_backend was terminated by an administrator', async () => {
    const marker = uniqueName('terminated');
    const answer = api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `SELECT pg_sleep(20) AS ${marker}`,
    });
    await expect
      .poll(
        async () =>
          (
            await directQuery<{ ended: boolean }>(
              `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
                WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
              [`%${marker}%`],
            )
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: '57P01',
      message:
        'The query was terminated by an administrator (pg_terminate_backend) or because the database is shutting down. Try again.',
    });
  });

  it("names no path of the server when an extension's files are missing", async () => {
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `CREATE EXTENSION ${uniqueName('not_installed')}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('0A000');
    expect(res.body.error.detail).toMatch(/^Could not open extension control file "\w+\.control"/);
    expect(JSON.stringify(res.body)).not.toMatch(/\/\w+\//);
  });
});
