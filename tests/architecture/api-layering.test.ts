import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { layeringViolations, unusedIndexExports } from './api-layering.js';

/**
 * docs/architecture/api.md: the kernel (`db`, `sql`, `http`, `postgres`) MUST NOT import an area
 * (every other folder of `api/src`), and an area MUST import another only through its `index.ts`.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/api-layering', import.meta.url));

describe('the API layering', () => {
  // Read once: every source file's syntax tree is the slow part.
  let apiViolations: string[] = [];
  let apiUnusedExports: string[] = [];
  beforeAll(() => {
    apiViolations = layeringViolations(API_SRC);
    apiUnusedExports = unusedIndexExports(API_SRC);
  }, 60_000);

  it('sees a deliberate violation in a fixture', () => {
    expect(layeringViolations(FIXTURE)).toEqual([
      'db/pool.ts -> auth/index.js',
      'platform/store.ts -> auth/sessions.js',
      'reports/usage.ts -> platform/store.js',
    ]);
  });

  it('has no kernel-to-area or past-the-index import', () => {
    expect(apiViolations).toEqual([]);
  });

  it('sees an index.ts exporting what no other area uses, in a fixture', () => {
    expect(unusedIndexExports(FIXTURE)).toEqual(['reports/index.ts: usage']);
  });

  it("exports from each area's index.ts only what other areas use", () => {
    // `@atrium/api/module`, the plugins' entry, is module/plugin-entry.ts, not an index.
    expect(apiUnusedExports).toEqual([]);
  });
});
