/**
 * The hostile-name property's view of the catalogue: sandboxes with a canary, direct catalogue
 * reads (bound parameters, never the API under test), and the checks a run ends with.
 */
import { expect } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { keptQuery } from '../../harness/kept-connections.js';
import { hexOf, identifierProblem, PROBLEM_MESSAGE } from './hostile-names.arbitraries.js';

/** Fixed objects of every sandbox; generated names equal to one of them are skipped. */
export const CANARY = 'canary';
export const COLUMN_TABLE = 'column_target';
export const POLICY_TABLE = 'policy_target';
export const FIXED_NAMES = new Set([CANARY, COLUMN_TABLE, POLICY_TABLE]);
/** Names Postgres keeps for system columns: refused with 409, not what this test is about. */
export const SYSTEM_COLUMNS = new Set(['tableoid', 'cmax', 'xmax', 'cmin', 'xmin', 'ctid']);

/** Double-quotes a name, for the test's own setup and clean-up SQL (never for the API's). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ErrorBody {
  error?: { message?: string; code?: string };
}

/** One catalogue object of a sandbox: kind, its table (columns, policies) and its name's bytes. */
export interface CatalogueEntry {
  kind: string;
  parent: string;
  name: string;
  hex: string;
}

const key = (e: Pick<CatalogueEntry, 'kind' | 'parent' | 'hex'>) =>
  JSON.stringify([e.kind, e.parent, e.hex]);

/** Everything a sandbox holds that a create or an injection could change, read directly. */
export async function sandboxCatalogue(schema: string, url?: string): Promise<CatalogueEntry[]> {
  return keptQuery<CatalogueEntry>(
    `WITH ns AS (SELECT oid FROM pg_namespace WHERE nspname = $1)
     SELECT 'class:' || c.relkind::text AS kind, '' AS parent, c.relname::text AS name
       FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM ns)
     UNION ALL
     SELECT 'column', c.relname::text, a.attname::text
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = (SELECT oid FROM ns) AND a.attnum > 0 AND NOT a.attisdropped
     UNION ALL
     SELECT 'policy', c.relname::text, p.polname::text
       FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid
      WHERE c.relnamespace = (SELECT oid FROM ns)
     UNION ALL
     SELECT 'type:' || t.typtype::text, '', t.typname::text
       FROM pg_type t WHERE t.typnamespace = (SELECT oid FROM ns) AND t.typtype IN ('e', 'd', 'r')
     UNION ALL
     SELECT 'function', '', p.proname::text
       FROM pg_proc p WHERE p.pronamespace = (SELECT oid FROM ns)`,
    [schema],
    url,
  ).then((rows) => rows.map((r) => ({ ...r, hex: hexOf(r.name) })));
}

/** Roles whose name holds the unique `prefix` (roles are cluster-wide; other files run in parallel). */
export async function prefixedRoles(prefix: string): Promise<CatalogueEntry[]> {
  const rows = await keptQuery<{ name: string }>(
    'SELECT rolname::text AS name FROM pg_roles WHERE strpos(rolname, $1) > 0',
    [prefix],
  );
  return rows.map((r) => ({ kind: 'role', parent: '', name: r.name, hex: hexOf(r.name) }));
}

/** The entries added and removed between two catalogue reads. */
export function diff(before: CatalogueEntry[], after: CatalogueEntry[]) {
  const was = new Set(before.map(key));
  const is = new Set(after.map(key));
  return {
    added: after.filter((e) => !was.has(key(e))),
    removed: before.filter((e) => !is.has(key(e))),
  };
}

/** Byte-exact description of a name for failure messages (JSON shows tabs, NULs, emoji...). */
const show = (name: string) => `${JSON.stringify(name)} (${hexOf(name)})`;

export async function createSandbox(kind: string, url?: string): Promise<string> {
  const schema = uniqueName(`hostile_${kind}`);
  await keptQuery(`CREATE SCHEMA ${ident(schema)}`, [], url);
  await keptQuery(
    `CREATE TABLE ${ident(schema)}.${CANARY} (id int); INSERT INTO ${ident(schema)}.${CANARY} VALUES (1)`,
    [],
    url,
  );
  return schema;
}

/** The canary table still exists and still holds its one row: no injected DROP or DELETE ran. */
export async function expectCanary(schema: string, url?: string): Promise<void> {
  const rows = await keptQuery<{ n: number }>(
    `SELECT (SELECT count(*)::int FROM pg_class
              WHERE relname = $2 AND relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)) AS n`,
    [schema, CANARY],
    url,
  );
  expect(rows[0]!.n, `canary table ${schema}.${CANARY} is gone`).toBe(1);
  const count = await keptQuery<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(schema)}.${CANARY}`,
    [],
    url,
  );
  expect(count[0]!.n, 'canary rows changed').toBe(1);
  const postgres = await keptQuery(`SELECT 1 FROM pg_roles WHERE rolname = 'postgres'`);
  expect(postgres, 'role postgres is gone').toHaveLength(1);
}

/** Checks a refusal: 400, a message that names the problem, and no change. */
export function expectRefused(name: string, response: { status: number; body: unknown }): void {
  const problem = identifierProblem(name)!;
  const context = `${show(name)} must be refused (${problem}); got ${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, context).toBe(400);
  const message = (response.body as ErrorBody).error?.message ?? '';
  expect(message, context).toMatch(/name/i);
  expect(message, context).toMatch(PROBLEM_MESSAGE[problem]);
}

/** Checks a creation: 201, and the catalogue gained exactly `expected`, nothing else. */
export async function expectCreatedExactly(
  name: string,
  response: { status: number; body: unknown },
  before: CatalogueEntry[],
  after: CatalogueEntry[],
  expected: Omit<CatalogueEntry, 'name' | 'hex'>,
): Promise<void> {
  const context = `${show(name)} must be created as is; got ${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, context).toBe(201);
  expect((response.body as { name?: string }).name, context).toBe(name);
  const { added, removed } = diff(before, after);
  expect(removed, `${context}: objects disappeared`).toEqual([]);
  expect(
    added.map((e) => ({ kind: e.kind, parent: e.parent, hex: e.hex })),
    `${context}: the catalogue must hold exactly the named object more`,
  ).toEqual([{ ...expected, hex: hexOf(name) }]);
}

/** Drops whatever a failed run left in the sandbox, so the next run starts from `before`. */
export async function restore(schema: string, before: CatalogueEntry[]): Promise<void> {
  const { added } = diff(before, await sandboxCatalogue(schema));
  for (const e of added) {
    const s = ident(schema);
    if (e.kind === 'column') {
      await keptQuery(`ALTER TABLE ${s}.${ident(e.parent)} DROP COLUMN ${ident(e.name)}`);
    } else if (e.kind === 'policy') {
      await keptQuery(`DROP POLICY ${ident(e.name)} ON ${s}.${ident(e.parent)}`);
    } else if (e.kind.startsWith('class:')) {
      await keptQuery(`DROP TABLE IF EXISTS ${s}.${ident(e.name)} CASCADE`);
    } else if (e.kind.startsWith('type:')) {
      await keptQuery(`DROP TYPE IF EXISTS ${s}.${ident(e.name)} CASCADE`);
    }
  }
}
