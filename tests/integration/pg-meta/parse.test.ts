import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const path = '/platform/pg-meta/default/query/parse';

interface ErrorBody {
  error: { message: string; code: string; position?: number };
}

describe('/platform/pg-meta/{ref}/query/parse', () => {
  it('answers the parse tree without running the SQL', async () => {
    const name = uniqueName('parsed');
    const { status, body } = await api<{ version: number; stmts: unknown[] }>('POST', path, {
      query: `create table public.${name} (id int); select 1`,
    });
    expect(status).toBe(200);
    expect(body.version).toBe(150001);
    expect(body.stmts).toHaveLength(2);
    expect(JSON.stringify(body.stmts[0])).toContain('CreateStmt');
    expect(await directQuery(`SELECT to_regclass($1) AS t`, [`public.${name}`])).toEqual([
      { t: null },
    ]);
  });

  it('answers 400 with the message and position of a syntax error', async () => {
    const { status, body } = await api<ErrorBody>('POST', path, { query: 'select fro m x' });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      message: 'syntax error at or near "x"',
      code: '42601',
      position: 14,
    });
    expect((await api('POST', path, {})).status).toBe(400);
  });

  it('leaves the query and format routes where they are', async () => {
    expect(
      (await api('POST', '/platform/pg-meta/default/query', { query: 'select 1' })).status,
    ).toBe(200);
  });
});
