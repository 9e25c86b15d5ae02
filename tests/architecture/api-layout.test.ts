import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutViolations } from './api-layout.js';

/**
 * docs/architecture/api.md: an area's routes MUST live at `<area>/<resource>/routes.ts` (or
 * `<part>-routes.ts`), beside the resource's `store.ts` (platform database) or `sql.ts` (project
 * database), never in a `routes/` folder; store and sql files MUST lie in a resource folder, one
 * database per folder; a route file's SQL MUST come from a store or sql file.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/api-layout', import.meta.url));

/**
 * The places left, to move: plugin-modules-routes.ts waits for the module area's rewrite; the
 * others are helpers of a resource holding SQL under another name. The list only shrinks: the
 * test fails on a new place and on one fixed but still listed.
 */
const LEFT: readonly string[] = [
  'auth/factors/routes.ts -> auth/mfa-step-up.ts: SQL outside store.ts or sql.ts',
  'auth/recovery-codes/routes.ts -> auth/mfa-step-up.ts: SQL outside store.ts or sql.ts',
  'auth/setup/routes.ts -> auth/first-account.ts: SQL outside store.ts or sql.ts',
  'module/plugin-modules-routes.ts: declares routes outside <area>/<resource>/routes.ts',
  'pg-meta/columns/routes.ts -> pg-meta/columns/find-column.ts: SQL outside store.ts or sql.ts',
  'pg-meta/policies/routes.ts -> pg-meta/policies/plan.ts: SQL outside store.ts or sql.ts',
  'pg-meta/policies/routes.ts -> pg-meta/policies/tester.ts: SQL outside store.ts or sql.ts',
  'pg-meta/privileges/column-routes.ts -> pg-meta/privileges/targets.ts: SQL outside store.ts or sql.ts',
  'pg-meta/privileges/table-routes.ts -> pg-meta/privileges/targets.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/delete.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/import-stream.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/relation.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/select.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/session.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/truncate.ts: SQL outside store.ts or sql.ts',
  'pg-meta/table-rows/routes.ts -> pg-meta/table-rows/value.ts: SQL outside store.ts or sql.ts',
  'pg-meta/tables/routes.ts -> pg-meta/tables/create-with-columns.ts: SQL outside store.ts or sql.ts',
  'pg-meta/tables/routes.ts -> pg-meta/tables/ddl.ts: SQL outside store.ts or sql.ts',
];

describe('the API layout', () => {
  // Read once, with time to spare: Postgres's parser reads every literal of every area's files.
  let apiViolations: string[] = [];
  beforeAll(async () => {
    apiViolations = await layoutViolations(API_SRC);
  }, 60_000);

  it('sees each kind of deliberate violation in a fixture', async () => {
    expect(await layoutViolations(FIXTURE)).toEqual([
      'billing/invoices/: both a store and an sql file',
      'billing/invoices/routes.ts -> billing/invoices/due.ts: SQL outside store.ts or sql.ts',
      'billing/plans.ts: declares routes outside <area>/<resource>/routes.ts',
      'billing/store.ts: a store or sql file outside a resource folder',
      'routes/: a routes folder',
      'routes/health.ts: declares routes outside <area>/<resource>/routes.ts',
    ]);
  });

  it('keeps every route in its resource folder beside its store or sql file', async () => {
    expect(apiViolations).toEqual(LEFT);
  });
});
