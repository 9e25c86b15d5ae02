import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage } from '../../packages/plugin-testing/src/check/check-package.js';
import {
  importViolations,
  SHARED_ENTRIES,
} from '../../packages/plugin-testing/src/check/public-api.js';
import { formatViolation } from '../../packages/plugin-testing/src/check/violation.js';
import { pluginPackages as packages, ROOT } from './plugin-sources.js';

/**
 * docs/architecture/plugins.md: plugin code (first-party in plugins/, third-party examples in
 * examples/) MUST import core only through `@atrium/core/plugin-api`, MUST NOT import another
 * plugin except its `contracts` entry (the points it offers, free of its code) and its `ui` entry
 * (components it shares, built on the plugin API and the design system), and MUST NOT reach
 * outside its own package with relative paths. Routing (route and query parameters, links) comes
 * from the plugin API too, never from wouter itself. The rule is `atrium-plugin-check`'s
 * `public-api` (packages/plugin-testing/src/check/public-api.ts), which plugins outside the
 * repository run on themselves.
 */
const messages = (file: string, text: string) =>
  importViolations(join(ROOT, 'plugins/acme', file), text, join(ROOT, 'plugins/acme')).map(
    (found) => found.message,
  );

describe('plugins use only the public plugin API', () => {
  it('finds plugin packages to check', () => {
    expect(packages.map((p) => relative(ROOT, p))).toContain('examples/hello-plugin');
  });

  it.each(packages.map((p) => [relative(ROOT, p), p]))('%s', (_name, dir) => {
    expect(checkPackage(dir, ['public-api']).map(formatViolation)).toEqual([]);
  });

  it('finds wouter, core’s internals and paths outside the package, however imported', () => {
    const text = [
      "import { useParams } from 'wouter';",
      "export { Link } from 'wouter/memory-location';",
      "const Page = () => import('@atrium/core/shell/App');",
      "type Grid = import('@atrium/plugin-data-grid/src/grid/Grid').Grid;",
      "import '../../other-plugin/src/register.js';",
      "// import { useLocation } from 'wouter';",
      "import { usePluginContext } from '@atrium/plugin-api';",
      "import { greeting } from './data/keys.js';",
    ].join('\n');
    expect(messages('src/Page.tsx', text)).toEqual([
      "imports 'wouter': routing comes from the plugin API",
      "imports 'wouter/memory-location': routing comes from the plugin API",
      "imports '@atrium/core/shell/App': not the public plugin API",
      "imports '@atrium/plugin-data-grid/src/grid/Grid': not the public plugin API",
      "imports '../../other-plugin/src/register.js': outside its package",
    ]);
  });

  it('lets tests and the test config import the testing entries, and shipped code not', () => {
    const text = "import { renderPlugin } from '@atrium/plugin-testing';";
    expect(messages('src/Page.test.tsx', text)).toEqual([]);
    expect(messages('vitest.config.ts', text)).toEqual([]);
    expect(messages('src/Page.tsx', text)).toEqual([
      "imports '@atrium/plugin-testing': not the public plugin API",
    ]);
  });

  it('lets a plugin import another plugin’s contracts and ui entries, and nothing else of it', () => {
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/contracts')).toBe(true);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/ui')).toBe(true);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/manifest')).toBe(false);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/src/panels/TableEditorPanel')).toBe(false);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid')).toBe(false);
  });
});
