/**
 * Property: a hostile identifier (quotes, `;`, `--`, `$$`, backslashes, Unicode, the 63-byte edge,
 * empty, whitespace-only) either creates exactly the named object, byte for byte, and nothing
 * else, or is refused with 400 and a clear message, changing nothing. Each kind works in its own
 * sandbox schema holding a canary table that an injected statement would be likely to hit; the
 * catalogue is read directly, with bound parameters, never through the API under test.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import {
  hexOf,
  hostileName,
  identifierProblem,
  PROBLEM_MESSAGE,
} from './hostile-names.arbitraries.js';

const base = '/platform/pg-meta/default';
/** 25 runs a kind keeps the file fast; `HOSTILE_NAMES_RUNS=500` searches deeper on demand. */
const NUM_RUNS = Number(process.env.HOSTILE_NAMES_RUNS ?? 25);
const TIMEOUT = 120_000;

/** Fixed objects of every sandbox; generated names equal to one of them are skipped. */
const CANARY = 'canary';
const COLUMN_TABLE = 'column_target';
const POLICY_TABLE = 'policy_target';
const FIXED_NAMES = new Set([CANARY, COLUMN_TABLE, POLICY_TABLE]);
/** Names Postgres keeps for system columns: refused with 409, not what this test is about. */
const SYSTEM_COLUMNS = new Set(['tableoid', 'cmax', 'xmax', 'cmin', 'xmin', 'ctid']);

/** Double-quotes a name, for the test's own setup and clean-up SQL (never for the API's). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ErrorBody {
  error?: { message?: string; code?: string };
}

/** One catalogue object of a sandbox: kind, its table (columns, policies) and its name's bytes. */
interface CatalogueEntry {
  kind: string;
  parent: string;
  name: string;
  hex: string;
}

const key = (e: Pick<CatalogueEntry, 'kind' | 'parent' | 'hex'>) =>
  JSON.stringify([e.kind, e.parent, e.hex]);

/** Everything a sandbox holds that a create or an injection could change, read directly. */
async function sandboxCatalogue(schema: string): Promise<CatalogueEntry[]> {
  return directQuery<CatalogueEntry>(
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
  ).then((rows) => rows.map((r) => ({ ...r, hex: hexOf(r.name) })));
}

/** Roles whose name holds the unique `prefix` (roles are cluster-wide; other files run in parallel). */
async function prefixedRoles(prefix: string): Promise<CatalogueEntry[]> {
  const rows = await directQuery<{ name: string }>(
    'SELECT rolname::text AS name FROM pg_roles WHERE strpos(rolname, $1) > 0',
    [prefix],
  );
  return rows.map((r) => ({ kind: 'role', parent: '', name: r.name, hex: hexOf(r.name) }));
}

/** The entries added and removed between two catalogue reads. */
function diff(before: CatalogueEntry[], after: CatalogueEntry[]) {
  const was = new Set(before.map(key));
  const is = new Set(after.map(key));
  return {
    added: after.filter((e) => !was.has(key(e))),
    removed: before.filter((e) => !is.has(key(e))),
  };
}

/** Byte-exact description of a name for failure messages (JSON shows tabs, NULs, emoji...). */
const show = (name: string) => `${JSON.stringify(name)} (${hexOf(name)})`;

async function createSandbox(kind: string): Promise<string> {
  const schema = uniqueName(`hostile_${kind}`);
  await directQuery(`CREATE SCHEMA ${ident(schema)}`);
  await directQuery(
    `CREATE TABLE ${ident(schema)}.${CANARY} (id int); INSERT INTO ${ident(schema)}.${CANARY} VALUES (1)`,
  );
  return schema;
}

/** The canary table still exists and still holds its one row: no injected DROP or DELETE ran. */
async function expectCanary(schema: string): Promise<void> {
  const rows = await directQuery<{ n: number }>(
    `SELECT (SELECT count(*)::int FROM pg_class
              WHERE relname = $2 AND relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)) AS n`,
    [schema, CANARY],
  );
  expect(rows[0]!.n, `canary table ${schema}.${CANARY} is gone`).toBe(1);
  const count = await directQuery<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(schema)}.${CANARY}`,
  );
  expect(count[0]!.n, 'canary rows changed').toBe(1);
  const postgres = await directQuery(`SELECT 1 FROM pg_roles WHERE rolname = 'postgres'`);
  expect(postgres, 'role postgres is gone').toHaveLength(1);
}

/** Checks a refusal: 400, a message that names the problem, and no change. */
function expectRefused(name: string, response: { status: number; body: unknown }): void {
  const problem = identifierProblem(name)!;
  const context = `${show(name)} must be refused (${problem}); got ${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, context).toBe(400);
  const message = (response.body as ErrorBody).error?.message ?? '';
  expect(message, context).toMatch(/name/i);
  expect(message, context).toMatch(PROBLEM_MESSAGE[problem]);
}

/** Checks a creation: 201, and the catalogue gained exactly `expected`, nothing else. */
async function expectCreatedExactly(
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

const propertyParameters = { numRuns: NUM_RUNS, interruptAfterTimeLimit: 90_000 };

describe('hostile identifiers: created exactly, or refused with 400 (property)', () => {
  const sandboxes: string[] = [];
  const rolePrefix = `${uniqueName('hn')}_`;

  afterAll(async () => {
    for (const schema of sandboxes) {
      await directQuery(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
    }
    for (const role of await prefixedRoles(rolePrefix)) {
      await directQuery(`DROP ROLE IF EXISTS ${ident(role.name)}`);
    }
  });

  /** Drops whatever a failed run left in the sandbox, so the next run starts from `before`. */
  async function restore(schema: string, before: CatalogueEntry[]): Promise<void> {
    const { added } = diff(before, await sandboxCatalogue(schema));
    for (const e of added) {
      const s = ident(schema);
      if (e.kind === 'column') {
        await directQuery(`ALTER TABLE ${s}.${ident(e.parent)} DROP COLUMN ${ident(e.name)}`);
      } else if (e.kind === 'policy') {
        await directQuery(`DROP POLICY ${ident(e.name)} ON ${s}.${ident(e.parent)}`);
      } else if (e.kind.startsWith('class:')) {
        await directQuery(`DROP TABLE IF EXISTS ${s}.${ident(e.name)} CASCADE`);
      } else if (e.kind.startsWith('type:')) {
        await directQuery(`DROP TYPE IF EXISTS ${s}.${ident(e.name)} CASCADE`);
      }
    }
  }

  describe('tables', () => {
    let schema: string;
    beforeAll(async () => {
      schema = await createSandbox('tables');
      sandboxes.push(schema);
    });

    it(
      'POST/GET/DELETE /tables',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            hostileName().filter((n) => !FIXED_NAMES.has(n)),
            async (name) => {
              const before = await sandboxCatalogue(schema);
              try {
                const created = await api<{ id: number; name: string }>('POST', `${base}/tables`, {
                  schema,
                  name,
                });
                const after = await sandboxCatalogue(schema);
                if (identifierProblem(name)) {
                  expectRefused(name, created);
                  expect(diff(before, after)).toEqual({ added: [], removed: [] });
                } else {
                  await expectCreatedExactly(name, created, before, after, {
                    kind: 'class:r',
                    parent: '',
                  });
                  const listed = await api<{ name: string; schema: string }[]>(
                    'GET',
                    `${base}/tables?included_schemas=${encodeURIComponent(schema)}`,
                  );
                  expect(listed.status).toBe(200);
                  expect(listed.body.map((t) => t.name).sort()).toEqual([CANARY, name].sort());
                  const dropped = await api('DELETE', `${base}/tables/${created.body.id}`);
                  expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
                  expect(diff(before, await sandboxCatalogue(schema))).toEqual({
                    added: [],
                    removed: [],
                  });
                }
                await expectCanary(schema);
              } finally {
                await restore(schema, before);
              }
            },
          ),
          propertyParameters,
        );
      },
      TIMEOUT,
    );
  });

  describe('columns', () => {
    let schema: string;
    let tableId: number;
    beforeAll(async () => {
      schema = await createSandbox('columns');
      sandboxes.push(schema);
      await directQuery(`CREATE TABLE ${ident(schema)}.${COLUMN_TABLE} ()`);
      const rows = await directQuery<{ id: number }>(
        `SELECT c.oid::int AS id FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relname = $2`,
        [schema, COLUMN_TABLE],
      );
      tableId = rows[0]!.id;
    });

    it(
      'POST/GET/DELETE /columns',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            hostileName().filter((n) => !SYSTEM_COLUMNS.has(n)),
            async (name) => {
              const before = await sandboxCatalogue(schema);
              try {
                const created = await api<{ id: string; name: string }>('POST', `${base}/columns`, {
                  table_id: tableId,
                  name,
                  type: 'int4',
                });
                const after = await sandboxCatalogue(schema);
                if (identifierProblem(name)) {
                  expectRefused(name, created);
                  expect(diff(before, after)).toEqual({ added: [], removed: [] });
                } else {
                  await expectCreatedExactly(name, created, before, after, {
                    kind: 'column',
                    parent: COLUMN_TABLE,
                  });
                  const listed = await api<{ id: string; name: string }[]>(
                    'GET',
                    `${base}/columns?table_id=${tableId}`,
                  );
                  expect(listed.status).toBe(200);
                  expect(listed.body.map((c) => c.name)).toEqual([name]);
                  expect(listed.body[0]!.id).toBe(created.body.id);
                  const dropped = await api('DELETE', `${base}/columns/${created.body.id}`);
                  expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
                  expect(diff(before, await sandboxCatalogue(schema))).toEqual({
                    added: [],
                    removed: [],
                  });
                }
                await expectCanary(schema);
              } finally {
                await restore(schema, before);
              }
            },
          ),
          propertyParameters,
        );
      },
      TIMEOUT,
    );
  });

  describe('policies', () => {
    let schema: string;
    beforeAll(async () => {
      schema = await createSandbox('policies');
      sandboxes.push(schema);
      await directQuery(
        `CREATE TABLE ${ident(schema)}.${POLICY_TABLE} (id int);
         ALTER TABLE ${ident(schema)}.${POLICY_TABLE} ENABLE ROW LEVEL SECURITY`,
      );
    });

    it(
      'POST/GET/DELETE /policies',
      async () => {
        await fc.assert(
          fc.asyncProperty(hostileName(), async (name) => {
            const before = await sandboxCatalogue(schema);
            try {
              const created = await api<{ id: number; name: string }>('POST', `${base}/policies`, {
                name,
                schema,
                table: POLICY_TABLE,
                command: 'SELECT',
              });
              const after = await sandboxCatalogue(schema);
              if (identifierProblem(name)) {
                expectRefused(name, created);
                expect(diff(before, after)).toEqual({ added: [], removed: [] });
              } else {
                await expectCreatedExactly(name, created, before, after, {
                  kind: 'policy',
                  parent: POLICY_TABLE,
                });
                const listed = await api<{ id: number; name: string }[]>(
                  'GET',
                  `${base}/policies?included_schemas=${encodeURIComponent(schema)}`,
                );
                expect(listed.status).toBe(200);
                expect(listed.body.map((p) => [p.id, p.name])).toEqual([[created.body.id, name]]);
                const dropped = await api('DELETE', `${base}/policies/${created.body.id}`);
                expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
                expect(diff(before, await sandboxCatalogue(schema))).toEqual({
                  added: [],
                  removed: [],
                });
              }
              await expectCanary(schema);
            } finally {
              await restore(schema, before);
            }
          }),
          propertyParameters,
        );
      },
      TIMEOUT,
    );
  });

  describe('types', () => {
    let schema: string;
    beforeAll(async () => {
      schema = await createSandbox('types');
      sandboxes.push(schema);
    });

    it(
      'POST/GET/DELETE /types',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            // A table's row type shares its name, so the canary's is taken.
            hostileName().filter((n) => !FIXED_NAMES.has(n)),
            async (name) => {
              const before = await sandboxCatalogue(schema);
              try {
                const created = await api<{ id: number; name: string }>('POST', `${base}/types`, {
                  schema,
                  name,
                  enums: ["it's", '"; DROP TABLE canary; --'],
                });
                const after = await sandboxCatalogue(schema);
                if (identifierProblem(name)) {
                  expectRefused(name, created);
                  expect(diff(before, after)).toEqual({ added: [], removed: [] });
                } else {
                  await expectCreatedExactly(name, created, before, after, {
                    kind: 'type:e',
                    parent: '',
                  });
                  const listed = await api<{ id: number; name: string; enums: string[] }[]>(
                    'GET',
                    `${base}/types?included_schemas=${encodeURIComponent(schema)}`,
                  );
                  expect(listed.status).toBe(200);
                  expect(listed.body.map((t) => [t.id, t.name, t.enums])).toEqual([
                    [created.body.id, name, ["it's", '"; DROP TABLE canary; --']],
                  ]);
                  const dropped = await api('DELETE', `${base}/types/${created.body.id}`);
                  expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
                  expect(diff(before, await sandboxCatalogue(schema))).toEqual({
                    added: [],
                    removed: [],
                  });
                }
                await expectCanary(schema);
              } finally {
                await restore(schema, before);
              }
            },
          ),
          propertyParameters,
        );
      },
      TIMEOUT,
    );
  });

  describe('roles', () => {
    let schema: string;
    beforeAll(async () => {
      schema = await createSandbox('roles');
      sandboxes.push(schema);
    });

    it(
      'POST/GET/DELETE /roles',
      async () => {
        await fc.assert(
          fc.asyncProperty(hostileName(rolePrefix), async (name) => {
            const before = await prefixedRoles(rolePrefix);
            const schemaBefore = await sandboxCatalogue(schema);
            try {
              const created = await api<{ id: number; name: string }>('POST', `${base}/roles`, {
                name,
              });
              const after = await prefixedRoles(rolePrefix);
              if (identifierProblem(name)) {
                expectRefused(name, created);
                expect(diff(before, after)).toEqual({ added: [], removed: [] });
              } else {
                await expectCreatedExactly(name, created, before, after, {
                  kind: 'role',
                  parent: '',
                });
                const listed = await api<{ id: number; name: string }[]>('GET', `${base}/roles`);
                expect(listed.status).toBe(200);
                expect(
                  listed.body.filter((r) => r.name.includes(rolePrefix)).map((r) => r.name),
                ).toEqual([name]);
                const dropped = await api('DELETE', `${base}/roles/${created.body.id}`);
                expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
                expect(diff(before, await prefixedRoles(rolePrefix))).toEqual({
                  added: [],
                  removed: [],
                });
              }
              expect(diff(schemaBefore, await sandboxCatalogue(schema))).toEqual({
                added: [],
                removed: [],
              });
              await expectCanary(schema);
            } finally {
              const { added } = diff(before, await prefixedRoles(rolePrefix));
              for (const role of added) await directQuery(`DROP ROLE ${ident(role.name)}`);
            }
          }),
          propertyParameters,
        );
      },
      TIMEOUT,
    );

    /** Names that surrounding whitespace once changed: roles used to be created trimmed. */
    const trimmedNames: [label: string, name: (prefix: string) => string][] = [
      ['a trailing space', (p) => `${p}x `],
      ['a trailing tab', (p) => `${p}x\t`],
      ['a trailing U+FEFF (found by the property)', (p) => `${p}x\ufeff`],
      ['SQL then a trailing U+3000', (p) => `${p}x"; DROP TABLE canary; --\u3000`],
      ['a leading space', (p) => ` ${p}x`],
      ['64 bytes, the last one a space', (p) => `${p.padEnd(63, 'y')} `],
    ];
    for (const [label, build] of trimmedNames) {
      it(`POST /roles creates exactly a name with ${label}, or refuses it`, async () => {
        const name = build(rolePrefix);
        const before = await prefixedRoles(rolePrefix);
        try {
          const created = await api<{ id: number; name: string }>('POST', `${base}/roles`, {
            name,
          });
          const after = await prefixedRoles(rolePrefix);
          if (identifierProblem(name)) {
            expectRefused(name, created);
            expect(diff(before, after)).toEqual({ added: [], removed: [] });
          } else {
            await expectCreatedExactly(name, created, before, after, { kind: 'role', parent: '' });
          }
        } finally {
          const { added } = diff(before, await prefixedRoles(rolePrefix));
          for (const role of added) await directQuery(`DROP ROLE ${ident(role.name)}`);
        }
      });
    }
  });
});
