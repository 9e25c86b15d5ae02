import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, shippedPluginSources as pluginSources } from './plugin-sources.js';

/*
 * docs/architecture/data-fetching.md: plugin code reads the API through core's typed hooks, under
 * the shared per-resource cache keys, and takes response types from the API's routes.
 */

/** The response types `@atrium/core/plugin-api` derives from the API's routes. */
const API_TYPES = [
  'Entity',
  'EntityPage',
  'Schema',
  'Table',
  'Column',
  'Policy',
  'Role',
  'EnumType',
];

const RULES: { readonly rule: string; readonly pattern: RegExp }[] = [
  {
    rule: 'a query keyed by a string instead of a resource key builder',
    pattern: /\buse(?:ProjectQuery|ApiQuery)\s*(?:<[^(]*>)?\(\s*(?:[^,()]*\?\s*)?['"`]/,
  },
  { rule: 'SWR keyed by a string', pattern: /\buseSWR\s*(?:<[^(]*>)?\(\s*(?:[^,()]*\?\s*)?['"`]/ },
  { rule: 'a raw fetch instead of a typed client', pattern: /(?<![\w.])fetch\s*\(/ },
  {
    rule: 'a response type given by hand instead of taken from the route',
    pattern: /\breadJson\s*<(?!never>)/,
  },
  {
    rule: 'an API response type declared again',
    pattern: new RegExp(`\\b(?:interface|type)\\s+(?:${API_TYPES.join('|')})\\s*[={<]`),
  },
];

function violations(text: string, file: string): string[] {
  return RULES.filter(({ pattern }) => pattern.test(text)).map(
    ({ rule }) => `${relative(ROOT, file)}: ${rule}`,
  );
}

describe('plugins use the typed data layer', () => {
  it('finds plugin sources to check', () => {
    expect(pluginSources.map((f) => relative(ROOT, f))).toContain(
      'plugins/data-grid/src/grid/data/use-table-meta.ts',
    );
  });

  it('catches each kind of violation', () => {
    const samples = [
      "useProjectQuery('grid:roles', (pgMeta) => pgMeta.security.roles.$get({ query: {} }))",
      'useProjectQuery<Role[]>(open ? `rls:${ref}` : null, load)',
      "useSWR('hello:greeting', load)",
      "const res = await fetch('/api/plugins/hello/greeting')",
      'readJson<Policy>(await security.policies.$post({ json }))',
      'export interface Entity {\n  readonly id: number;\n}',
    ];
    for (const sample of samples) expect(violations(sample, ROOT)).toHaveLength(1);
    expect(
      violations("useProjectQuery(roleKeys.list(), load); export type { Policy } from 'x';", ROOT),
    ).toEqual([]);
  });

  it.each(pluginSources.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    expect(violations(readFileSync(file, 'utf8'), file)).toEqual([]);
  });
});
