/**
 * The object kinds the hostile-name property creates, as data: how to set up their sandbox, the
 * request that creates one, where the catalogue shows it, and how the list endpoint must show it.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import { api } from '../../harness/api.js';
import { superuserQuery } from '../../harness/database.js';
import { keptQuery } from '../../harness/kept-connections.js';
import { hostileName } from './hostile-names.arbitraries.js';
import {
  CANARY,
  COLUMN_TABLE,
  diff,
  FIXED_NAMES,
  ident,
  POLICY_TABLE,
  prefixedRoles,
  restore,
  sandboxCatalogue,
  SYSTEM_COLUMNS,
  type CatalogueEntry,
} from './hostile-names.catalogue.js';

export const base = '/platform/pg-meta/default';

interface Created {
  id: number | string;
  name: string;
}

export interface HostileKind {
  readonly resource: string;
  /**
   * Needs an instance of its own whose project role may do it: creating roles needs CREATEROLE,
   * which the embedded default project's owner role has not (docs/architecture/postgres.md).
   */
  readonly ownInstance?: boolean;
  /** Names to generate; names of the sandbox's fixed objects are left out. */
  names(rolePrefix: string): fc.Arbitrary<string>;
  /** Extra setup in the sandbox; returns the id of the table the kind lives on, if any. */
  setup?(schema: string): Promise<number | undefined>;
  body(name: string, schema: string, tableId: number | undefined): object;
  /** The catalogue entry a successful create must add. */
  readonly expected: Pick<CatalogueEntry, 'kind' | 'parent'>;
  /** Where the object shows in the catalogue: the sandbox, or (roles) the cluster. */
  catalogue(schema: string, rolePrefix: string): Promise<CatalogueEntry[]>;
  /** The list endpoint must return exactly the created object (plus the sandbox's own). */
  expectListed(created: Created, name: string, schema: string, context: ListContext): Promise<void>;
  /** Removes what a failed run left, so the next run starts from `before`. */
  cleanUp(schema: string, before: CatalogueEntry[], rolePrefix: string): Promise<void>;
}

interface ListContext {
  readonly tableId: number | undefined;
  readonly rolePrefix: string;
  /** The instance the kind is created on, when not the shared one (roles: see `ownInstance`). */
  readonly baseUrl?: string;
}

const listed = async <T>(path: string, baseUrl?: string) => {
  const response = await api<T[]>('GET', `${base}${path}`, undefined, baseUrl);
  expect(response.status).toBe(200);
  return response.body;
};

const inSchema = (schema: string) => `included_schemas=${encodeURIComponent(schema)}`;
const sandbox = (schema: string) => sandboxCatalogue(schema);
const restoreSandbox = (schema: string, before: CatalogueEntry[]) => restore(schema, before);

async function tableIn(schema: string, table: string, extra = ''): Promise<number> {
  await keptQuery(`CREATE TABLE ${ident(schema)}.${table} (${extra})`);
  const rows = await keptQuery<{ id: number }>(
    `SELECT c.oid::int AS id FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relname = $2`,
    [schema, table],
  );
  return rows[0]!.id;
}

export const HOSTILE_KINDS: readonly HostileKind[] = [
  {
    resource: 'tables',
    names: () => hostileName().filter((n) => !FIXED_NAMES.has(n)),
    body: (name, schema) => ({ schema, name }),
    expected: { kind: 'class:r', parent: '' },
    catalogue: sandbox,
    async expectListed(_created, name, schema) {
      const tables = await listed<{ name: string }>(`/tables?${inSchema(schema)}`);
      expect(tables.map((t) => t.name).sort()).toEqual([CANARY, name].sort());
    },
    cleanUp: restoreSandbox,
  },
  {
    resource: 'columns',
    names: () => hostileName().filter((n) => !SYSTEM_COLUMNS.has(n)),
    setup: (schema) => tableIn(schema, COLUMN_TABLE),
    body: (name, _schema, tableId) => ({ table_id: tableId, name, type: 'int4' }),
    expected: { kind: 'column', parent: COLUMN_TABLE },
    catalogue: sandbox,
    async expectListed(created, name, _schema, { tableId }) {
      const columns = await listed<Created>(`/columns?table_id=${tableId}`);
      expect(columns.map((c) => [c.id, c.name])).toEqual([[created.id, name]]);
    },
    cleanUp: restoreSandbox,
  },
  {
    resource: 'policies',
    names: () => hostileName(),
    async setup(schema) {
      const id = await tableIn(schema, POLICY_TABLE, 'id int');
      await keptQuery(`ALTER TABLE ${ident(schema)}.${POLICY_TABLE} ENABLE ROW LEVEL SECURITY`);
      return id;
    },
    body: (name, schema) => ({ name, schema, table: POLICY_TABLE, command: 'SELECT' }),
    expected: { kind: 'policy', parent: POLICY_TABLE },
    catalogue: sandbox,
    async expectListed(created, name, schema) {
      const policies = await listed<Created>(`/policies?${inSchema(schema)}`);
      expect(policies.map((p) => [p.id, p.name])).toEqual([[created.id, name]]);
    },
    cleanUp: restoreSandbox,
  },
  {
    resource: 'types',
    // A table's row type shares its name, so the canary's is taken.
    names: () => hostileName().filter((n) => !FIXED_NAMES.has(n)),
    body: (name, schema) => ({ schema, name, enums: ["it's", '"; DROP TABLE canary; --'] }),
    expected: { kind: 'type:e', parent: '' },
    catalogue: sandbox,
    async expectListed(created, name, schema) {
      const types = await listed<Created & { enums: string[] }>(`/types?${inSchema(schema)}`);
      expect(types.map((t) => [t.id, t.name, t.enums])).toEqual([
        [created.id, name, ["it's", '"; DROP TABLE canary; --']],
      ]);
    },
    cleanUp: restoreSandbox,
  },
  {
    resource: 'roles',
    names: (rolePrefix) => hostileName(rolePrefix),
    body: (name) => ({ name }),
    expected: { kind: 'role', parent: '' },
    ownInstance: true,
    // Roles are cluster-wide: only those with this run's unique prefix are compared.
    catalogue: (_schema, rolePrefix) => prefixedRoles(rolePrefix),
    async expectListed(_created, name, _schema, { rolePrefix, baseUrl }) {
      const roles = await listed<Created>('/roles', baseUrl);
      expect(roles.filter((r) => r.name.includes(rolePrefix)).map((r) => r.name)).toEqual([name]);
    },
    async cleanUp(_schema, before, rolePrefix) {
      const { added } = diff(before, await prefixedRoles(rolePrefix));
      for (const role of added) await superuserQuery(`DROP ROLE ${ident(role.name)}`);
    },
  },
];
