/**
 * A sandbox for the statement-guard tests: a schema holding a sentinel table that a smuggled
 * statement would drop or write to, a table with row-level security to add columns and policies
 * to, and a file that `COPY ... TO PROGRAM` would create. Everything is read directly from the
 * catalogue with bound parameters, never through the API under test, on kept connections (each
 * property run reads and resets the sandbox four or five times).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { closeKeptConnections, keptQuery } from '../../harness/kept-connections.js';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Sandbox {
  readonly schema: string;
  /** `id int8 PRIMARY KEY, c int4`, RLS enabled, SELECT granted to authenticated. */
  readonly targetId: number;
  /**
   * Where a smuggled `COPY ... TO PROGRAM 'cat > ...'` would leave a file. The program reads what
   * COPY writes to it: `touch` could exit first, and Postgres then fails on the broken pipe.
   */
  readonly smuggledFile: string;
  /** Statements that must never run: each leaves a trace that `expectUntouched` looks for. */
  readonly payloads: readonly string[];
}

export async function createSandbox(prefix: string): Promise<Sandbox> {
  const schema = uniqueName(prefix);
  const s = ident(schema);
  await keptQuery(`
    CREATE SCHEMA ${s};
    CREATE TABLE ${s}.sentinel (id int);
    INSERT INTO ${s}.sentinel VALUES (1);
    CREATE TABLE ${s}.target (id int8 PRIMARY KEY, c int4);
    ALTER TABLE ${s}.target ENABLE ROW LEVEL SECURITY;
    GRANT USAGE ON SCHEMA ${s} TO authenticated;
    GRANT SELECT ON ${s}.target TO authenticated;
    INSERT INTO ${s}.target VALUES (1, 1)`);
  const [row] = await keptQuery<{ id: number }>('SELECT $1::regclass::oid::int AS id', [
    `${s}.target`,
  ]);
  const smuggledFile = join(tmpdir(), `${schema}-smuggled`);
  return {
    schema,
    targetId: row!.id,
    smuggledFile,
    payloads: [
      `DROP TABLE ${s}.sentinel`,
      `INSERT INTO ${s}.sentinel VALUES (2)`,
      `CREATE TABLE ${s}.smuggled ()`,
      `COPY (SELECT 1) TO PROGRAM 'cat > ${smuggledFile}'`,
    ],
  };
}

/** Drops the sandbox and ends the file's kept connections (`afterAll`). */
export async function dropSandbox(sandbox: Sandbox): Promise<void> {
  try {
    await keptQuery(`DROP SCHEMA IF EXISTS ${ident(sandbox.schema)} CASCADE`);
  } finally {
    await closeKeptConnections();
  }
  await rm(sandbox.smuggledFile, { force: true });
}

/**
 * Everything in the sandbox a statement could change, one line per item: tables, columns (type,
 * NOT NULL, default), constraints, policies, and the sentinel's rows.
 */
export async function snapshot(sandbox: Sandbox): Promise<string[]> {
  const rows = await keptQuery<{ item: string }>(
    `SELECT 'relation ' || c.relname || ' ' || c.relkind::text AS item
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1
     UNION ALL
     SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
            || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
            || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '')
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
     UNION ALL
     SELECT 'constraint ' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid)
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1
     UNION ALL
     SELECT 'policy ' || tablename || '.' || policyname || ' ' || cmd || ' ' || roles::text
            || ' USING ' || coalesce(qual, '-') || ' WITH CHECK ' || coalesce(with_check, '-')
       FROM pg_policies WHERE schemaname = $1
     UNION ALL
     SELECT 'sentinel rows ' || string_agg(id::text, ',' ORDER BY id)
       FROM ${ident(sandbox.schema)}.sentinel
     ORDER BY 1`,
    [sandbox.schema],
  );
  return rows.map((row) => row.item);
}

/** No payload ran: the sentinel holds its one row, and no smuggled table or file exists. */
export async function expectUntouched(sandbox: Sandbox): Promise<void> {
  const [sentinel] = await keptQuery<{ rows: string | null; smuggled: string | null }>(
    `SELECT (SELECT string_agg(id::text, ',') FROM ${ident(sandbox.schema)}.sentinel) AS rows,
            to_regclass($1)::text AS smuggled`,
    [`${ident(sandbox.schema)}.smuggled`],
  );
  expect(sentinel).toEqual({ rows: '1', smuggled: null });
  expect(existsSync(sandbox.smuggledFile), 'COPY ... TO PROGRAM ran').toBe(false);
}

/** Adds a column directly (not through the API), for a PATCH to work on; returns its API id. */
export async function addPlainColumn(sandbox: Sandbox, name: string): Promise<string> {
  await keptQuery(`ALTER TABLE ${ident(sandbox.schema)}.target ADD COLUMN ${ident(name)} int4`);
  const [row] = await keptQuery<{ attnum: number }>(
    'SELECT attnum::int FROM pg_attribute WHERE attrelid = $1 AND attname = $2',
    [sandbox.targetId, name],
  );
  return `${sandbox.targetId}.${row!.attnum}`;
}

export async function dropColumn(sandbox: Sandbox, name: string): Promise<void> {
  await keptQuery(
    `ALTER TABLE ${ident(sandbox.schema)}.target DROP COLUMN IF EXISTS ${ident(name)}`,
  );
}

/** Creates a policy directly (not through the API), for a PATCH to work on; returns its id. */
export async function addPolicy(sandbox: Sandbox, name: string): Promise<number> {
  await keptQuery(
    `CREATE POLICY ${ident(name)} ON ${ident(sandbox.schema)}.target FOR ALL USING (true)`,
  );
  const [row] = await keptQuery<{ id: number }>(
    'SELECT oid::int AS id FROM pg_policy WHERE polrelid = $1 AND polname = $2',
    [sandbox.targetId, name],
  );
  return row!.id;
}

export async function dropPolicy(sandbox: Sandbox, name: string): Promise<void> {
  await keptQuery(`DROP POLICY IF EXISTS ${ident(name)} ON ${ident(sandbox.schema)}.target`);
}

export async function dropTable(sandbox: Sandbox, name: string): Promise<void> {
  await keptQuery(`DROP TABLE IF EXISTS ${ident(sandbox.schema)}.${ident(name)}`);
}
