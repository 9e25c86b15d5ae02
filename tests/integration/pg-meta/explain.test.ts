import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ownerAuth, sharedUrl } from '../../harness/instance-tokens.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { addedMemberToken } from '../hosted/hosted-calls.js';

const PATH = '/platform/pg-meta/default/query/explain';

const explain = (body: object, headers: Record<string, string> = ownerAuth()) =>
  fetch(`${sharedUrl()}${PATH}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  plan: { Plan: PlanNode; 'Execution Time'?: number };
  analyzed: boolean;
}

const count = async (table: string) =>
  (await directQuery<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

async function tableOf(rows: number): Promise<string> {
  const table = uniqueName('explained');
  await directQuery(
    `CREATE TABLE ${table} (id int PRIMARY KEY, label text);
     INSERT INTO ${table} SELECT n, 'row ' || n FROM generate_series(1, ${rows}) AS n`,
  );
  return table;
}

describe('POST /platform/pg-meta/{ref}/query/explain', () => {
  it("answers a statement's plan as EXPLAIN's JSON, without running it", async () => {
    const table = await tableOf(3);
    const response = await explain({ query: `SELECT * FROM ${table}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Explained;
    expect(body.analyzed).toBe(false);
    expect(body.plan.Plan['Node Type']).toBe('Seq Scan');
    expect(body.plan.Plan['Actual Rows']).toBeUndefined();
    expect(body.plan['Execution Time']).toBeUndefined();
    await directQuery(`DROP TABLE ${table}`);
  });

  it('analyzes a DELETE once confirmed, and rolls it back: the rows are all still there', async () => {
    const table = await tableOf(5);
    const refused = await explain({ query: `DELETE FROM ${table}`, analyze: true });
    expect(refused.status).toBe(428);
    expect(await refused.json()).toMatchObject({ error: { code: 'analyze_write' } });

    const response = await explain({
      query: `DELETE FROM ${table} WHERE id <= 4`,
      analyze: true,
      write_confirmed: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Explained;
    expect(body.analyzed).toBe(true);
    expect(body.plan.Plan['Node Type']).toBe('ModifyTable');
    // It ran: the scan under the DELETE found the four rows.
    expect(body.plan.Plan.Plans?.[0]?.['Actual Rows']).toBe(4);
    expect(body.plan['Execution Time']).toEqual(expect.any(Number));
    expect(await count(table)).toBe(5);
    await directQuery(`DROP TABLE ${table}`);
  });

  it('analyzes a read without asking, and its times come back', async () => {
    const response = await explain({
      query: 'SELECT n FROM generate_series(1, 10) AS n',
      analyze: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Explained;
    expect(body.plan.Plan['Actual Rows']).toBe(10);
  });

  it("counts a syntax error's position in the statement sent, not in the EXPLAIN around it", async () => {
    const response = await explain({ query: 'SELECT 1 FROM\n  WHERE', analyze: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'syntax error at or near "WHERE"', code: '42601', position: 17 },
    });
  });

  it('refuses more than one statement before anything runs', async () => {
    const table = await tableOf(2);
    for (const query of [`SELECT 1; DELETE FROM ${table}`, `SELECT 1; COMMIT`]) {
      const response = await explain({ query, analyze: true, write_confirmed: true });
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({
        error: { code: 'explain_one_statement' },
      });
    }
    expect(await count(table)).toBe(2);
    await directQuery(`DROP TABLE ${table}`);
  });

  describe('as a Read-only member', () => {
    let reader: Record<string, string>;

    beforeAll(async () => {
      const account = {
        email: `${uniqueName('ro')}@example.test`,
        password: `pw-${uniqueName('secret')}`,
      };
      const token = await addedMemberToken(
        inject('apiUrl'),
        inject('ownerToken'),
        'default',
        account,
        'read_only',
      );
      reader = { authorization: `Bearer ${token}` };
    });

    it('explains and analyzes a SELECT', async () => {
      const table = await tableOf(3);
      for (const analyze of [false, true]) {
        const response = await explain({ query: `SELECT * FROM ${table}`, analyze }, reader);
        expect(response.status).toBe(200);
        expect(((await response.json()) as Explained).plan.Plan['Node Type']).toBe('Seq Scan');
      }
      await directQuery(`DROP TABLE ${table}`);
    });

    it("is refused the analyze of a write, in Postgres's words, and the rows stay", async () => {
      const table = await tableOf(3);
      const response = await explain(
        { query: `DELETE FROM ${table}`, analyze: true, write_confirmed: true },
        reader,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: '25006', message: 'cannot execute DELETE in a read-only transaction' },
      });
      expect(await count(table)).toBe(3);
      await directQuery(`DROP TABLE ${table}`);
    });
  });
});
