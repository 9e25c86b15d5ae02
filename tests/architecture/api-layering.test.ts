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
 * one and on one that is gone, so this list only shrinks. All are the audit trail and log, which
 * move into an `audit` area of their own.
 */
const REMAINING = [
  'http/audit-trail.ts -> platform/audit-log.js',
  'module/module-context.ts -> platform/audit-log.js',
  'routes/organizations/audit.ts -> platform/audit-log.js',
  'routes/profile.ts -> platform/audit-log.js',
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
    // `@atrium/api/module`, the plugins' entry, is module/plugin-entry.ts, not an index.
    expect(unusedIndexExports(API_SRC)).toEqual([]);
  });
});
