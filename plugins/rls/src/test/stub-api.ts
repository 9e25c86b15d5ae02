import type { Policy, Role, Table } from '@atrium/core/plugin-api';
import {
  aPolicy,
  aSchema,
  aTable,
  apiError,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';

export interface StubDatabase {
  tables?: Table[];
  policies?: Policy[];
  roles?: Role[];
  /** Answers that replace the defaults, by route (`'PATCH /tables/:id'`). */
  answers?: PgMetaStub;
}

/**
 * The metadata API as the plugin's screens see it: the typed stub (`stubPgMeta`) over a few
 * tables, policies and roles, where writes succeed unless `answers` says otherwise. Returns the
 * requests made, so tests can assert what was sent.
 */
export function stubApi(db: StubDatabase) {
  const id = (params: Readonly<Record<string, string>>) => Number(params.id);
  return stubPgMeta({
    'GET /tables': () => db.tables ?? [],
    'GET /policies': () => db.policies ?? [],
    'GET /schemas': () => [aSchema()],
    'GET /roles': () => db.roles ?? [],
    'PATCH /tables/:id': ({ params }) => aTable({ id: id(params) }),
    'POST /policies': () => aPolicy(),
    'PATCH /policies/:id': ({ params }) => aPolicy({ id: id(params) }),
    'DELETE /policies/:id': ({ params }) => aPolicy({ id: id(params) }),
    'POST /extensions': () => ({}) as never,
    'DELETE /extensions': () => ({}) as never,
    ...db.answers,
  }).requests;
}

export const failWith = (status: number, message: string) => () => apiError(status, message, 'x');

export const table = (id: number, name: string, rls = true, schema = 'public') =>
  aTable({ id, name, schema, rls_enabled: rls });

export const policy = (id: number, tableId: number, change: Partial<Policy> = {}) =>
  aPolicy({ id, name: `policy ${id}`, table_id: tableId, ...change });
