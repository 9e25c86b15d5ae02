import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { planCreate, planSql, planUpdate } from './plan-sql.js';
import type { Policy } from './sql.js';

const current: Policy = {
  id: 7,
  name: 'own rows',
  schema: 'public',
  table: 'todos',
  table_id: 3,
  action: 'PERMISSIVE',
  roles: ['authenticated'],
  command: 'UPDATE',
  definition: '(auth.uid() = user_id)',
  check: null,
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('policy plans and the review SQL', () => {
  it('shows a create as its one CREATE POLICY statement', async () => {
    const plan = await planCreate({
      name: 'Enable read access for all users',
      schema: 'public',
      table: 'todos',
      command: 'SELECT',
      roles: [],
      definition: 'true',
    });
    expect(planSql(plan)).toBe(
      'CREATE POLICY "Enable read access for all users" ON "public"."todos" AS PERMISSIVE FOR SELECT TO public USING (true);',
    );
  });

  it('shows an update as ALTER POLICY statements in a BEGIN/COMMIT block, rename last', async () => {
    const plan = await planUpdate(current, {
      name: 'own rows only',
      roles: ['authenticated', 'anon'],
      definition: 'auth.uid() = user_id',
      check: 'auth.uid() = user_id',
    });
    const target = 'ALTER POLICY "own rows" ON "public"."todos"';
    expect(planSql(plan)).toBe(
      [
        'BEGIN;',
        `  ${target} TO "authenticated", "anon";`,
        `  ${target} USING (auth.uid() = user_id);`,
        `  ${target} WITH CHECK (auth.uid() = user_id);`,
        `  ${target} RENAME TO "own rows only";`,
        'COMMIT;',
      ].join('\n'),
    );
  });

  it('refuses clauses the command does not take, and more than one expression', async () => {
    const base = { name: 'p', schema: 'public', table: 't' };
    expect(
      (await refusal(planCreate({ ...base, command: 'INSERT', definition: 'true' }))).message,
    ).toBe('INSERT policies take no USING expression');
    expect((await refusal(planCreate({ ...base, command: 'DELETE', check: 'true' }))).status).toBe(
      400,
    );
    const injected = await refusal(
      planCreate({ ...base, command: 'SELECT', definition: 'true); DROP TABLE t; --' }),
    );
    expect(injected.code).toBe('invalid_expression');
    expect(
      (await refusal(planUpdate({ ...current, command: 'SELECT' }, { check: 'x' }))).status,
    ).toBe(400);
  });

  it('refuses a USING that comments out the rest of the statement (statement guard)', async () => {
    const smuggled = await refusal(
      planCreate({
        name: 'p',
        schema: 'public',
        table: 't',
        command: 'ALL',
        definition: 'true) --',
        check: "$x$\n; COPY (SELECT 1) TO PROGRAM 'id'; --$x$",
      }),
    );
    expect(smuggled.code).toBe('invalid_expression');
    expect(smuggled.message).toMatch(/^definition must be a single SQL expression/);
  });

  it('refuses protected schemas but lets realtime.messages and storage take policies', async () => {
    const locked = await refusal(
      planCreate({ name: 'p', schema: 'storage', table: 'migrations', command: 'ALL' }),
    );
    expect(locked.status).toBe(403);
    expect(
      (await refusal(planCreate({ name: 'p', schema: 'auth', table: 'users', command: 'ALL' })))
        .status,
    ).toBe(403);
    for (const table of ['objects', 'buckets']) {
      const storage = await planCreate({
        name: 'p',
        schema: 'storage',
        table,
        command: 'SELECT',
        roles: ['anon'],
        definition: "bucket_id = 'avatars'",
      });
      expect(storage.statements).toHaveLength(1);
    }
    expect(locked.status).toBe(403);
    expect((await refusal(planUpdate({ ...current, schema: 'realtime' }, {}))).status).toBe(403);
    const realtime = await planCreate({
      name: 'p',
      schema: 'realtime',
      table: 'messages',
      command: 'SELECT',
      roles: ['authenticated'],
      definition: "extension = 'broadcast'",
    });
    expect(realtime.statements).toHaveLength(1);
  });
});
