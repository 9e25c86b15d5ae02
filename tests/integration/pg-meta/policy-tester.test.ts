import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/policies';
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

interface Outcome {
  allowed: boolean;
  message?: string;
}
interface TestResult {
  rls_enabled: boolean;
  visible: { id: number; user_id: string }[];
  visible_count: number;
  visible_count_capped: boolean;
  writable?: { insert?: Outcome[]; update?: Outcome[] };
}
interface ErrorBody {
  error: { message: string; code: string; position?: number; field?: string };
}

const table = uniqueName('tester');
const open = uniqueName('tester_open');
let tableId: number;
let openId: number;

const policyNames = () =>
  directQuery<{ policyname: string; qual: string | null }>(
    'SELECT policyname, qual FROM pg_policies WHERE tablename = $1 ORDER BY 1',
    [table],
  );

const runTest = (body: object) => api<TestResult>('POST', `${base}/test`, body);

beforeAll(async () => {
  await directQuery(`
    CREATE TABLE public."${table}" (id int PRIMARY KEY, user_id uuid NOT NULL);
    ALTER TABLE public."${table}" ENABLE ROW LEVEL SECURITY;
    GRANT SELECT, INSERT, UPDATE ON public."${table}" TO authenticated;
    REVOKE ALL ON public."${table}" FROM anon;
    INSERT INTO public."${table}" VALUES (1, '${ALICE}'), (2, '${BOB}'), (3, '${ALICE}');
    CREATE TABLE public."${open}" (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, note text);
    GRANT SELECT ON public."${open}" TO anon;
    INSERT INTO public."${open}" (note) VALUES ('a'), ('b')`);
  const ids = await directQuery<{ relname: string; oid: number }>(
    'SELECT relname, oid::int FROM pg_class WHERE relname = ANY($1)',
    [[table, open]],
  );
  tableId = ids.find((r) => r.relname === table)!.oid;
  openId = ids.find((r) => r.relname === open)!.oid;
});
afterAll(() => directQuery(`DROP TABLE IF EXISTS public."${table}", public."${open}"`));

describe('POST /platform/pg-meta/{ref}/policies/test', () => {
  it('shows the rows a user would see under a new policy, and saves nothing', async () => {
    const policy = {
      name: 'own rows',
      command: 'SELECT',
      roles: ['authenticated'],
      definition: '(select auth.uid()) = user_id',
    };
    const alice = await runTest({
      table_id: tableId,
      policy,
      role: 'authenticated',
      claims: { sub: ALICE },
    });
    expect(alice.status).toBe(200);
    expect(alice.body).toEqual({
      rls_enabled: true,
      columns: ['id', 'user_id'],
      visible: [
        { id: 1, user_id: ALICE },
        { id: 3, user_id: ALICE },
      ],
      visible_count: 2,
      visible_count_capped: false,
    });
    const bob = await runTest({
      table_id: tableId,
      policy,
      role: 'authenticated',
      claims: { sub: BOB },
    });
    expect(bob.body.visible).toEqual([{ id: 2, user_id: BOB }]);
    expect(
      (await runTest({ table_id: tableId, policy, role: 'authenticated', limit: 1 })).body,
    ).toMatchObject({ visible: [], visible_count: 0 });
    expect(await policyNames()).toEqual([]);
  });

  it('reports which visible rows pass an INSERT policy’s WITH CHECK, by the database’s verdict', async () => {
    await directQuery(
      `CREATE POLICY read_all ON public."${table}" FOR SELECT TO authenticated USING (true)`,
    );
    const result = await runTest({
      table_id: tableId,
      policy: {
        name: 'insert own',
        command: 'INSERT',
        roles: ['authenticated'],
        check: '(select auth.uid()) = user_id',
      },
      role: 'authenticated',
      claims: { sub: ALICE },
    });
    expect(result.status).toBe(200);
    expect(result.body.visible.map((r) => r.id)).toEqual([1, 2, 3]);
    const insert = result.body.writable?.insert ?? [];
    expect(insert.map((o) => o.allowed)).toEqual([true, false, true]);
    expect(insert[1]!.message).toMatch(/new row violates row-level security policy/);
    expect(result.body.writable?.update).toBeUndefined();
    // The copies tried were rolled back with the policy.
    expect(await directQuery(`SELECT count(*)::int AS n FROM public."${table}"`)).toEqual([
      { n: 3 },
    ]);
    expect((await policyNames()).map((p) => p.policyname)).toEqual(['read_all']);
    await directQuery(`DROP POLICY read_all ON public."${table}"`);
  });

  it('tests a change to an existing UPDATE policy without applying it', async () => {
    await directQuery(
      `CREATE POLICY read_all ON public."${table}" FOR SELECT TO authenticated USING (true)`,
    );
    const created = await api<{ id: number }>('POST', base, {
      name: uniqueName('upd'),
      table,
      command: 'UPDATE',
      roles: ['authenticated'],
      definition: 'true',
    });
    const result = await runTest({
      table_id: tableId,
      policy: { id: created.body.id, definition: 'id < 3', check: '(select auth.uid()) = user_id' },
      role: 'authenticated',
      claims: { sub: ALICE },
    });
    expect(result.status).toBe(200);
    const update = result.body.writable?.update ?? [];
    // Row 1: Alice's, targetable; row 2: Bob's, fails WITH CHECK; row 3: not targetable (id < 3).
    expect(update.map((o) => o.allowed)).toEqual([true, false, false]);
    expect(update[1]!.message).toMatch(/new row violates row-level security policy/);
    expect(update[2]!.message).toBe('No UPDATE policy lets this role target the row');
    const saved = await api<{ definition: string; check: string | null }>(
      'GET',
      `${base}/${created.body.id}`,
    );
    expect(saved.body).toMatchObject({ definition: 'true', check: null });
    await api('DELETE', `${base}/${created.body.id}`);
    await directQuery(`DROP POLICY read_all ON public."${table}"`);
  });

  it('says when RLS is off: policies do not apply and the grants decide', async () => {
    const result = await runTest({
      table_id: openId,
      policy: { name: 'nothing', command: 'SELECT', definition: 'false' },
      role: 'anon',
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ rls_enabled: false, visible_count: 2 });
    expect(result.body.visible).toEqual([
      { id: 1, note: 'a' },
      { id: 2, note: 'b' },
    ]);
  });

  it('answers with the database’s error when the role may not read the table at all', async () => {
    const result = await api<ErrorBody>('POST', `${base}/test`, {
      table_id: tableId,
      policy: { name: 'p', command: 'SELECT', definition: 'true' },
      role: 'anon',
    });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toMatch(/permission denied for table/);
  });

  it('refuses protected schemas, foreign policies, other tables and bad expressions', async () => {
    // Not storage.objects, whose policies are the users' (the storage policies page).
    const objects = await directQuery<{ oid: number }>(
      `SELECT 'storage.pending_byte_deletions'::regclass::oid::int AS oid`,
    );
    const locked = await api<ErrorBody>('POST', `${base}/test`, {
      table_id: objects[0]!.oid,
      policy: { name: 'p', command: 'SELECT', definition: 'true' },
      role: 'authenticated',
    });
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('protected_schema');
    const elsewhere = await api<{ id: number }>('POST', base, {
      name: uniqueName('other'),
      table,
      command: 'SELECT',
      definition: 'true',
    });
    const mismatch = await api('POST', `${base}/test`, {
      table_id: openId,
      policy: { id: elsewhere.body.id, definition: 'false' },
      role: 'anon',
    });
    expect(mismatch.status).toBe(400);
    await api('DELETE', `${base}/${elsewhere.body.id}`);
    const wrongTable = await api('POST', `${base}/test`, {
      table_id: openId,
      policy: { name: 'p', table, command: 'SELECT', definition: 'true' },
      role: 'anon',
    });
    expect(wrongTable.status).toBe(400);
    const injected = await api<ErrorBody>('POST', `${base}/test`, {
      table_id: tableId,
      policy: {
        name: 'p',
        command: 'SELECT',
        definition: `true); DROP TABLE public."${table}"; --`,
      },
      role: 'authenticated',
    });
    expect(injected.body.error.code).toBe('invalid_expression');
    expect(
      (
        await api('POST', `${base}/test`, {
          table_id: 999999999,
          policy: { name: 'p' },
          role: 'anon',
        })
      ).status,
    ).toBe(404);
    expect(await policyNames()).toEqual([]);
  });
});

describe('the tester’s rows and a typo in the policy', () => {
  // jsonb orders an object's keys by length, and a JS object puts integer-like keys first: the
  // table's order must come from the table. bigint, numeric and dates come as Postgres prints them.
  const wide = uniqueName('tester_wide');
  let wideId: number;
  beforeAll(async () => {
    await directQuery(`
      CREATE TABLE public."${wide}" (
        "zeta_long_name" text, "2" int, id bigint PRIMARY KEY, at timestamptz, amount numeric);
      GRANT SELECT ON public."${wide}" TO anon;
      INSERT INTO public."${wide}"
        VALUES ('z', 2, 9007199254740993, '2024-01-02 03:04:05+00', 12.50)`);
    wideId = (
      await directQuery<{ oid: number }>('SELECT oid::int FROM pg_class WHERE relname = $1', [wide])
    )[0]!.oid;
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS public."${wide}"`));

  it('gives the columns in table order and the values as the grid’s rows give them', async () => {
    const result = await api<TestResult & { columns: string[]; visible: object[] }>(
      'POST',
      `${base}/test`,
      {
        table_id: wideId,
        policy: { name: 'p', command: 'SELECT', definition: 'true' },
        role: 'anon',
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.columns).toEqual(['zeta_long_name', '2', 'id', 'at', 'amount']);
    expect(result.body.visible).toEqual([
      {
        zeta_long_name: 'z',
        2: 2,
        id: '9007199254740993',
        at: expect.any(String),
        amount: '12.50',
      },
    ]);
    // Exactly the grid's page, timestamp text included.
    const page = await api<{ rows: object[] }>(
      'GET',
      `/platform/pg-meta/default/tables/${wideId}/rows`,
    );
    expect(page.status).toBe(200);
    expect(page.body.rows).toEqual(result.body.visible);
  });

  it('calls a typo in an expression a syntax error, with its field and position', async () => {
    const typo = { name: 'p', command: 'SELECT', definition: 'user_id = = 1' };
    for (const [path, body] of [
      [`${base}/test`, { table_id: wideId, policy: typo, role: 'anon' }],
      [`${base}/preview`, { ...typo, table: wide }],
      [base, { ...typo, table: wide }],
    ] as const) {
      const response = await api<ErrorBody>('POST', path, body);
      expect(response.status, path).toBe(400);
      expect(response.body.error).toEqual({
        message: 'Syntax error at or near "=" (position 11)',
        code: 'invalid_expression',
        field: 'definition',
        position: 11,
      });
    }
  });
});
