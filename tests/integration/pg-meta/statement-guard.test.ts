/**
 * The attacks of Atrium issue 10 through every endpoint that takes a user's SQL expression: a
 * line comment closing a clause early in one field, and a dollar quote holding a newline and a
 * second statement in the next. Each is refused before anything runs (or, where the fields are
 * separate statements, changes only the intended object); the sentinel table, and the file that
 * `COPY ... TO PROGRAM` would create, show that no second statement ran.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runInTransaction } from '../../../api/src/db/transaction.js';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import {
  addPlainColumn,
  addPolicy,
  createSandbox,
  dropColumn,
  dropPolicy,
  dropSandbox,
  expectUntouched,
  snapshot,
  type Sandbox,
} from './statement-guard.sandbox.js';

const base = '/platform/pg-meta/default';

interface ErrorBody {
  error: { code: string; message: string };
}

let sandbox: Sandbox;
/** A dollar-quoted string holding a newline and then each payload as a statement of its own. */
let smuggled: string;

beforeAll(async () => {
  sandbox = await createSandbox('guard');
  smuggled = `$x$\n; ${sandbox.payloads.join('; ')}; --$x$`;
});
afterAll(() => dropSandbox(sandbox));

/** Sends the request and checks it was refused as an invalid expression, changing nothing. */
async function expectRefused(method: string, path: string, body: object, field: string) {
  const before = await snapshot(sandbox);
  const response = await api<ErrorBody>(method, `${base}${path}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error.code).toBe('invalid_expression');
  expect(response.body.error.message).toMatch(new RegExp(`^${field} must`));
  expect(await snapshot(sandbox)).toEqual(before);
  await expectUntouched(sandbox);
}

describe('user expressions cannot smuggle statements', () => {
  it('the payloads leave traces the tests can see (control)', async () => {
    const control = `${sandbox.smuggledFile}-control`;
    // As the superuser: the role members' SQL runs as may not run programs at all.
    await superuserQuery(`COPY (SELECT 1) TO PROGRAM 'cat > ${control}'`);
    expect(existsSync(control)).toBe(true);
    await rm(control);
  });

  it('POST /columns refuses a DEFAULT that comments out the rest of the statement', async () => {
    const column = { table_id: sandbox.targetId, name: 'added', type: 'int4', is_nullable: false };
    const expression = { default_value: '1) --', default_value_format: 'expression' };
    await expectRefused(
      'POST',
      '/columns',
      { ...column, ...expression, check: smuggled },
      'default_value',
    );
  });

  it('POST /columns refuses `1) --`, which would silently drop NOT NULL, UNIQUE and CHECK', async () => {
    await expectRefused(
      'POST',
      '/columns',
      {
        table_id: sandbox.targetId,
        name: 'eaten',
        type: 'int4',
        default_value: '1) --',
        default_value_format: 'expression',
        is_nullable: false,
        is_unique: true,
        check: 'eaten > 0',
      },
      'default_value',
    );
  });

  it('POST /columns still takes expressions with comments and quotes that stay in place', async () => {
    const created = await api<{
      default_value: string;
      is_nullable: boolean;
      is_unique: boolean;
      check: string;
    }>('POST', `${base}/columns`, {
      table_id: sandbox.targetId,
      name: 'kept',
      type: 'int4',
      default_value: '1 -- one)\n',
      default_value_format: 'expression',
      is_nullable: false,
      is_unique: true,
      check: "kept > 0 /* ) */ AND $q$)$q$ <> ''",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ default_value: '1', is_nullable: false, is_unique: true });
    expect(created.body.check).toMatch(/kept > 0/);
    await dropColumn(sandbox, 'kept');
  });

  it('PATCH /columns changes only the column, whatever the fields hold', async () => {
    const id = await addPlainColumn(sandbox, 'patched');
    try {
      const before = await snapshot(sandbox);
      const response = await api<ErrorBody>('PATCH', `${base}/columns/${id}`, {
        default_value: '1) --',
        default_value_format: 'expression',
        check: smuggled,
      });
      // Each field is its own statement, so `1) --` eats nothing; the CHECK, a string, is not
      // boolean: Postgres refuses it and the whole change is rolled back.
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(await snapshot(sandbox)).toEqual(before);
      await expectUntouched(sandbox);
    } finally {
      await dropColumn(sandbox, 'patched');
    }
  });

  it('POST /tables refuses the attack in a column of the new table', async () => {
    await expectRefused(
      'POST',
      '/tables',
      {
        schema: sandbox.schema,
        name: 'created',
        columns: [
          { name: 'id', type: 'int8', is_primary_key: true },
          {
            name: 'c',
            type: 'int4',
            default_value: '1) --',
            default_value_format: 'expression',
            check: smuggled,
          },
        ],
      },
      'default_value',
    );
  });

  it('POST /policies refuses a USING that comments out the rest of the statement', async () => {
    await expectRefused(
      'POST',
      '/policies',
      {
        name: 'smuggler',
        schema: sandbox.schema,
        table: 'target',
        command: 'ALL',
        definition: 'true) --',
        check: smuggled,
      },
      'definition',
    );
  });

  it('PATCH /policies changes only the policy, whatever the fields hold', async () => {
    const id = await addPolicy(sandbox, 'patched');
    try {
      const before = await snapshot(sandbox);
      const response = await api('PATCH', `${base}/policies/${id}`, {
        definition: 'true) --',
        check: smuggled,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(await snapshot(sandbox)).toEqual(before);
      await expectUntouched(sandbox);
    } finally {
      await dropPolicy(sandbox, 'patched');
    }
  });

  it('POST /policies/test cannot run COPY ... TO PROGRAM, which no rollback undoes', async () => {
    await expectRefused(
      'POST',
      '/policies/test',
      {
        table_id: sandbox.targetId,
        role: 'authenticated',
        policy: { name: 'probe', command: 'ALL', definition: 'true) --', check: smuggled },
      },
      'definition',
    );
  });
});

describe('guarded statements reach Postgres one at a time, read as the guard reads them', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // standard_conforming_strings off for the session, as an ALTER ROLE could leave it; as the
    // role members' SQL runs as, like the API's own sessions.
    const url = new URL(inject('memberDbUrl'));
    const options = url.searchParams.get('options') ?? '';
    url.searchParams.set('options', `${options} -c standard_conforming_strings=off`.trim());
    pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  });
  afterAll(() => pool.end());

  it('refuses a text holding two statements, even one that no guard checked', async () => {
    const s = `"${sandbox.schema}"`;
    await expect(runInTransaction(pool, [`SELECT 1; DROP TABLE ${s}.sentinel`])).rejects.toThrow(
      /multiple commands/,
    );
    await expectUntouched(sandbox);
  });

  it('reads backslashes in strings as the guard does, whatever the session set', async () => {
    const s = `"${sandbox.schema}"`;
    await runInTransaction(pool, [`CREATE TABLE ${s}.strings AS SELECT 'a\\' AS v`]);
    expect(await directQuery(`SELECT v FROM ${s}.strings`)).toEqual([{ v: 'a\\' }]);
    await directQuery(`DROP TABLE ${s}.strings`);
  });
});
