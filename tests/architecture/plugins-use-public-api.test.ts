import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, pluginPackages as packages, ROOT, sourceFiles } from './plugin-sources.js';

/**
 * docs/architecture/plugins.md: plugin code (first-party in plugins/, third-party examples in
 * examples/) MUST import core only through `@atrium/core/plugin-api`, MUST NOT import another
 * plugin except its `contracts` entry (the points it offers, free of its code) and its `ui` entry
 * (components it shares, built on the plugin API and the design system), and MUST NOT reach
 * outside its own package with relative paths. Routing (route and query parameters, links) comes
 * from the plugin API too, never from wouter itself.
 */
const ALLOWED_ATRIUM = [
  '@atrium/core/plugin-api',
  // The same two APIs as published for plugins outside the repository (packages/).
  '@atrium/plugin-api',
  '@atrium/plugin-server',
  '@atrium/design-system',
  '@atrium/common/filters',
  '@atrium/common/identifiers',
  '@atrium/common/permissions',
  '@atrium/common/protected-schemas',
  '@atrium/api/plugin',
];
/** Heavy design-system components, loaded on demand (`@atrium/design-system/lazy/CodeEditor/...`). */
const ALLOWED_ATRIUM_PREFIXES = [
  '@atrium/design-system/lazy/',
  // Rules the API and the web app share (filter format, identifier quoting): pure functions.
  '@atrium/common/',
];
/**
 * Another plugin's extension points and their data types (`contracts`), and the components it
 * shares (`ui`), and nothing else of it.
 */
const SHARED_ENTRIES = /^@atrium\/plugin-[a-z0-9-]+\/(?:contracts|ui)$/;
/** Tests mount components and build registries through core's public testing entry. */
const ALLOWED_IN_TESTS = [
  '@atrium/core/testing',
  '@atrium/plugin-testing',
  // A package's own test config, for its tests outside the repository.
  '@atrium/plugin-testing/vitest',
];
const isTestCode = (file: string) => isTestFile(file) || file.endsWith('/vitest.config.ts');

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function violations(packageDir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(packageDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      const where = `${relative(ROOT, file)} imports '${specifier}'`;
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(packageDir + '/')) found.push(`${where}: outside its package`);
      } else if (specifier === 'wouter' || specifier.startsWith('wouter/')) {
        // The host's router, through the plugin API: a plugin's own copy would see no route.
        found.push(`${where}: routing comes from the plugin API`);
      } else if (specifier.startsWith('@atrium')) {
        const allowed = [...ALLOWED_ATRIUM, ...(isTestCode(file) ? ALLOWED_IN_TESTS : [])];
        const lazy = ALLOWED_ATRIUM_PREFIXES.some((prefix) => specifier.startsWith(prefix));
        if (!allowed.includes(specifier) && !lazy && !SHARED_ENTRIES.test(specifier))
          found.push(`${where}: not the public plugin API`);
      }
    }
  }
  return found;
}

/**
 * A `contracts` entry is what other plugins import: it may import only the plugin API, and types,
 * so importing it never pulls the offering plugin's code into another plugin's chunks.
 */
function contractProblems(packageDir: string): string[] {
  const exports = (
    JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      exports?: Record<string, string>;
    }
  ).exports;
  const entry = exports?.['./contracts'];
  if (!entry) return [];
  const file = join(packageDir, entry);
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(
    /^import\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]/gm,
  )) {
    if (!match[1] && match[2] !== '@atrium/core/plugin-api') {
      found.push(`${relative(ROOT, file)} imports '${match[2]}': a contracts entry holds no code`);
    }
  }
  return found;
}

describe('plugins use only the public plugin API', () => {
  it('finds plugin packages to check', () => {
    expect(packages.map((p) => relative(ROOT, p))).toContain('examples/hello-plugin');
  });

  it.each(packages.map((p) => [relative(ROOT, p), p]))('%s', (_name, dir) => {
    expect(violations(dir)).toEqual([]);
    expect(contractProblems(dir)).toEqual([]);
  });

  it('lets a plugin import another plugin’s contracts and ui entries, and nothing else of it', () => {
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/contracts')).toBe(true);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/ui')).toBe(true);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/manifest')).toBe(false);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid/src/panels/TableEditorPanel')).toBe(false);
    expect(SHARED_ENTRIES.test('@atrium/plugin-data-grid')).toBe(false);
  });
});
