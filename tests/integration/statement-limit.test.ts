import { describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';

interface ErrorBody {
  error: { message: string; code: string };
}

/** Whether a statement holding `marker` still runs on the database. */
const stillRunning = async (marker: string) =>
  (
    await directQuery(
      `SELECT pid FROM pg_stat_activity
        WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
      [`%${marker}%`],
    )
  ).length > 0;

/**
 * The statement limit (`ATRIUM_STATEMENT_TIMEOUT_MS`, 3 s on the test instance) is kept by the
 * API's own timer, so SQL cannot lift it: `SET statement_timeout = 0` only changes Postgres's own.
 */
describe('the statement limit', () => {
  it('cancels a statement that lifted statement_timeout, answering 504', async () => {
    const marker = uniqueName('unlimited');
    const started = Date.now();
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `SET statement_timeout = 0; SELECT pg_sleep(20) AS ${marker}`,
    });
    expect(res.status).toBe(504);
    expect(res.body.error).toEqual({
      code: '57014',
      message: 'Query canceled: canceling statement due to statement timeout',
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await stillRunning(marker)).toBe(false);
  });

  it('cancels it inside an open transaction too, and the next query works', async () => {
    const marker = uniqueName('unlimited_tx');
    const res = await api<ErrorBody>('POST', '/platform/pg-meta/default/query', {
      query: `BEGIN; SET LOCAL statement_timeout = 0; SELECT pg_sleep(20) AS ${marker}`,
    });
    expect(res.status).toBe(504);
    expect(await stillRunning(marker)).toBe(false);
    const next = await api<unknown[]>('POST', '/platform/pg-meta/default/query', {
      query: `SELECT current_setting('statement_timeout') AS timeout`,
    });
    expect(next).toEqual({ status: 200, body: [{ timeout: '3s' }] });
  });

  it('never cancels a later request on the same connection, whatever ran before it', async () => {
    // GET /types reads through pool.query(), which gives its connection back from inside pg's
    // handling of the answer: the timer of that checkout must stop there, not time what follows.
    expect((await api('GET', '/platform/pg-meta/default/types')).status).toBe(200);
    // Each well under the 3 s limit, together well past it.
    for (let i = 0; i < 3; i++) {
      const res = await api('POST', '/platform/pg-meta/default/query', {
        query: 'SELECT pg_sleep(1.2) AS slept',
      });
      expect(res, `query ${i}`).toMatchObject({ status: 200 });
    }
  });

  it("leaves the API's own long statements alone: a CSV export is bounded by its client", async () => {
    const view = uniqueName('slow_view');
    // Each row takes a second to COPY (only: the export's row count reads it quickly), so the
    // export's COPY runs past the 3 s limit.
    await directQuery(
      `CREATE VIEW ${view} AS
       SELECT n, CASE WHEN current_query() ILIKE 'copy%' THEN pg_sleep(1)::text END AS slept
         FROM generate_series(1, 4) n`,
    );
    try {
      const [{ id }] = (await directQuery<{ id: number }>('SELECT $1::regclass::oid AS id', [
        view,
      ])) as [{ id: number }];
      const res = await fetch(
        `${inject('apiUrl')}/platform/pg-meta/default/tables/${id}/export.csv`,
        { headers: { authorization: `Bearer ${inject('ownerToken')}` } },
      );
      const csv = await res.text();
      expect(res.status, csv).toBe(200);
      expect(csv.trim().split('\n')).toHaveLength(5);
    } finally {
      await directQuery(`DROP VIEW IF EXISTS ${view}`);
    }
  });
});
