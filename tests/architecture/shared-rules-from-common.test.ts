import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './plugin-sources.js';

/**
 * docs/architecture/overview.md: the web app takes the rules it shares with the API (permission
 * names and `can`, the plugin-API version) from `@atrium/common`, never through the API's
 * re-exports, so core's browser code does not reach into the server package for them.
 */
const API_REEXPORTS = ['@atrium/api/permissions'];

describe('core takes the shared rules from @atrium/common', () => {
  const files = sourceFiles(join(ROOT, 'core/src'));

  it('finds core’s sources', () => {
    expect(files.map((file) => relative(ROOT, file))).toContain('core/src/host/permissions.tsx');
  });

  it('imports none of them from @atrium/api', () => {
    const found = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return API_REEXPORTS.filter((name) => source.includes(`'${name}'`)).map(
        (name) => `${relative(ROOT, file)} imports '${name}'`,
      );
    });
    expect(found).toEqual([]);
  });
});
