import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import { moduleReferences } from './module-specifiers.js';
import { isTestFile } from './package-files.js';
import { lineOf, parse } from './syntax.js';
import type { Finding } from './violation.js';

/*
 * docs/architecture/plugins.md: plugin code imports core only through the plugin API, never
 * another plugin except its `contracts` entry (the points it offers, free of its code) and its
 * `ui` entry (components it shares, built on the plugin API and the design system), never outside
 * its own package with relative paths, and routing (route and query parameters, links) only from
 * the plugin API, never from wouter itself.
 */

/** The plugin API as the repository's plugins import it, and as published for the others. */
const PLUGIN_API = ['@atrium/core/plugin-api', '@atrium/plugin-api'];

const ALLOWED_ATRIUM = [
  ...PLUGIN_API,
  '@atrium/plugin-server',
  '@atrium/design-system',
  '@atrium/common/filters',
  '@atrium/common/identifiers',
  '@atrium/common/permissions',
  '@atrium/common/protected-schemas',
  '@atrium/api/plugin',
];
const ALLOWED_ATRIUM_PREFIXES = [
  // Heavy design-system components, loaded on demand (`@atrium/design-system/lazy/CodeEditor/...`).
  '@atrium/design-system/lazy/',
  // Rules the API and the web app share (filter format, identifier quoting): pure functions.
  '@atrium/common/',
];

/**
 * Another plugin's extension points and their data types (`contracts`), and the components it
 * shares (`ui`), and nothing else of it.
 */
export const SHARED_ENTRIES = /^@atrium\/plugin-[a-z0-9-]+\/(?:contracts|ui)$/;

/** Tests mount components and build registries through the public testing entries. */
const ALLOWED_IN_TESTS = [
  '@atrium/core/testing',
  '@atrium/plugin-testing',
  // A package's own test config, for its tests outside the repository.
  '@atrium/plugin-testing/vitest',
];
const isTestCode = (file: string) => isTestFile(file) || /(^|[\\/])vitest\.config\.ts$/.test(file);

function problemWith(specifier: string, file: string, packageDir: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    return target.startsWith(packageDir + sep) ? undefined : 'outside its package';
  }
  // The host's router, through the plugin API: a plugin's own copy would see no route.
  if (specifier === 'wouter' || specifier.startsWith('wouter/'))
    return 'routing comes from the plugin API';
  if (!specifier.startsWith('@atrium')) return undefined;
  const allowed = [...ALLOWED_ATRIUM, ...(isTestCode(file) ? ALLOWED_IN_TESTS : [])];
  if (allowed.includes(specifier)) return undefined;
  if (ALLOWED_ATRIUM_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return undefined;
  return SHARED_ENTRIES.test(specifier) ? undefined : 'not the public plugin API';
}

/** The imports of one file of the package at `packageDir` that break the rule. */
export function importViolations(file: string, text: string, packageDir: string): Finding[] {
  const source = parse(file, text);
  return moduleReferences(source).flatMap(({ specifier, node }) => {
    const problem = problemWith(specifier, file, resolve(packageDir));
    return problem
      ? [{ line: lineOf(source, node), message: `imports '${specifier}': ${problem}` }]
      : [];
  });
}

/**
 * A `contracts` entry is what other plugins import: it imports only the plugin API, and types,
 * so importing it never pulls the offering plugin's code into another plugin's chunks. Answers
 * the entry's file (from package.json `exports`) and its problems, or nothing without one.
 */
export function contractViolations(
  packageDir: string,
): { file: string; found: Finding[] } | undefined {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const entry = exports?.['./contracts'];
  if (typeof entry !== 'string') return undefined;
  const file = join(packageDir, entry);
  const source = parse(file, readFileSync(file, 'utf8'));
  const found = source.statements.filter(ts.isImportDeclaration).flatMap((node) => {
    const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
    if (node.importClause?.isTypeOnly || PLUGIN_API.includes(specifier)) return [];
    return [
      {
        line: lineOf(source, node),
        message: `imports '${specifier}': a contracts entry holds no code`,
      },
    ];
  });
  return { file, found };
}
