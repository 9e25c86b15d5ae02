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
    expect(apiViolations).toEqual([]);
  });
});
