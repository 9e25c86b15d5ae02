import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { dataLayerViolations } from './data-layer.js';
import { notificationViolations } from './notifications.js';
import { shippedSources, sourceFiles } from './package-files.js';
import { contractViolations, importViolations } from './public-api.js';
import { RULES, type Finding, type Rule, type Violation } from './violation.js';

/**
 * What each rule reads: the imports of every TypeScript file of the package (its tests and test
 * config included), the data layer of its shipped code, and the notifications of all of `src`.
 */
const SCOPES: Record<Rule, (dir: string) => string[]> = {
  'public-api': sourceFiles,
  'data-layer': shippedSources,
  notifications: (dir) => sourceFiles(join(dir, 'src')),
};

const FILE_RULES: Record<Rule, (file: string, text: string, dir: string) => Finding[]> = {
  'public-api': importViolations,
  'data-layer': dataLayerViolations,
  notifications: notificationViolations,
};

/**
 * Runs the plugin rules (`rules`, all of them by default) over the package in `packageDir`;
 * answers every violation, files named relative to the package, in file and line order.
 */
export function checkPackage(packageDir: string, rules: readonly Rule[] = RULES): Violation[] {
  const dir = resolve(packageDir);
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    return texts.get(file)!;
  };
  const named = (file: string, rule: Rule, found: readonly Finding[]): Violation[] =>
    found.map(({ line, message }) => ({ file: relative(dir, file), line, rule, message }));
  const violations = rules.flatMap((rule) =>
    SCOPES[rule](dir).flatMap((file) =>
      named(file, rule, FILE_RULES[rule](file, textOf(file), dir)),
    ),
  );
  const contracts = rules.includes('public-api') ? contractViolations(dir) : undefined;
  if (contracts) violations.push(...named(contracts.file, 'public-api', contracts.found));
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
