import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { layeringViolations, unusedIndexExports } from './api-layering.js';

/**
 * docs/architecture/api.md: the kernel (`db`, `sql`, `http`, `postgres`) MUST NOT import an area
 * (every other folder of `api/src`), and an area MUST import another only through its `index.ts`.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/api-layering', import.meta.url));

/**
 * The crossings the API still has, each to be removed, none to be added: the test fails on a new
 * one and on one that is gone, so this list only shrinks. The audit trail and log move into an
 * `audit` area of their own; `module` and `plugins` (the module contract, being built) still
 * reach into each other and into `project-api`'s mount.
 */
const REMAINING = [
  'module/define-module.ts -> plugins/project-lookup.js',
  'plugins/load-server-plugins.ts -> module/define-module.js',
  'plugins/load-server-plugins.ts -> module/module-report.js',
  'plugins/server-plugin.ts -> module/define-module.js',
  'plugins/server-plugin.ts -> module/define-module.js',
  'project-api/mount-project-api-routes.ts -> module/define-module.js',
  'project-api/mount-project-api-routes.ts -> module/module-report.js',
  'routes/health.ts -> module/module-report.js',
];

describe('the API layering', () => {
  // Read once: every source file's syntax tree is the slow part.
  let apiViolations: string[] = [];
  beforeAll(() => {
    apiViolations = layeringViolations(API_SRC);
  });

  it('sees a deliberate violation in a fixture', () => {
    expect(layeringViolations(FIXTURE)).toEqual([
      'db/pool.ts -> auth/index.js',
      'platform/store.ts -> auth/sessions.js',
      'reports/usage.ts -> platform/store.js',
    ]);
  });

  it('has no kernel-to-area or past-the-index import but the remaining ones', () => {
    expect(apiViolations).toEqual(REMAINING);
  });

  it('keeps db, sql and postgres, the kernel under every area, free of areas already', () => {
    const kernelCore = apiViolations.filter((v) => /^(db|sql|postgres)\//.test(v));
    expect(kernelCore).toEqual([]);
  });

  it('sees an index.ts exporting what no other area uses, in a fixture', () => {
    expect(unusedIndexExports(FIXTURE)).toEqual(['reports/index.ts: usage']);
  });

  it("exports from each area's index.ts only what other areas use", () => {
    // module/index.ts is also `@atrium/api/module`, the plugins' entry (api/package.json).
    expect(unusedIndexExports(API_SRC, ['module/index.ts'])).toEqual([]);
  });
});
