import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage } from '../../packages/plugin-testing/src/check/check-package.js';
import { dataLayerViolations } from '../../packages/plugin-testing/src/check/data-layer.js';
import { formatViolation } from '../../packages/plugin-testing/src/check/violation.js';
import { pluginPackages, ROOT, shippedPluginSources } from './plugin-sources.js';

/*
 * docs/architecture/data-fetching.md: plugin code reads the API through core's typed hooks, under
 * the shared per-resource cache keys, and takes response types from the API's routes. The rule is
 * `atrium-plugin-check`'s `data-layer` (packages/plugin-testing/src/check/data-layer.ts).
 */

const messages = (text: string) =>
  dataLayerViolations('src/use-data.ts', text).map((v) => v.message);

describe('plugins use the typed data layer', () => {
  it('finds plugin sources to check', () => {
    expect(shippedPluginSources.map((f) => relative(ROOT, f))).toContain(
      'plugins/data-grid/src/grid/data/use-table-meta.ts',
    );
  });

  it('catches each kind of violation', () => {
    const samples: [string, string][] = [
      [
        "useProjectQuery('grid:roles', (pgMeta) => pgMeta.security.roles.$get({ query: {} }))",
        'a project query keyed by hand: use a resource key builder',
      ],
      [
        'useProjectQuery<Role[]>(open ? `rls:${ref}` : null, load)',
        'a project query keyed by hand: use a resource key builder',
      ],
      [
        "useApiQuery(open ? 'projects' : null, load)",
        'a query keyed by a string instead of a resource key builder',
      ],
      [
        "useSWR('hello:greeting', load)",
        'useSWR called directly: read through useProjectQuery with a resource key',
      ],
      [
        "const res = await fetch('/api/plugins/hello/greeting')",
        'a raw fetch instead of a typed client',
      ],
      [
        'readJson<Policy>(await security.policies.$get({ query }))',
        "readJson given a type by hand: the route's type comes from the call",
      ],
      [
        'export interface Entity {\n  readonly id: number;\n}',
        'an API response type declared again: Entity comes from the routes',
      ],
    ];
    for (const [sample, message] of samples) expect(messages(sample)).toContain(message);
    expect(
      messages("useProjectQuery(roleKeys.list(), load); export type { Policy } from 'x';"),
    ).toEqual([]);
  });

  it.each(pluginPackages.map((p) => [relative(ROOT, p), p]))('%s', (_name, dir) => {
    expect(checkPackage(dir, ['data-layer']).map(formatViolation)).toEqual([]);
  });
});
