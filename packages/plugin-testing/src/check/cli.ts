import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkPackage } from './check-package.js';
import { formatViolation } from './violation.js';

const toStdout = (line: string) => void process.stdout.write(`${line}\n`);

/**
 * `atrium-plugin-check [package folder]` (the current folder by default): prints each violation
 * of the plugin rules as `file:line rule: message` and answers the exit code, 1 on any (2 when
 * the folder is not a package).
 */
export function runCheck(
  args: readonly string[],
  print: (line: string) => void = toStdout,
): number {
  const folder = args.find((arg) => !arg.startsWith('-')) ?? '.';
  if (!existsSync(join(folder, 'package.json'))) {
    print(`${folder}: not a package folder (no package.json)`);
    return 2;
  }
  const violations = checkPackage(folder);
  for (const violation of violations) print(formatViolation(violation));
  if (violations.length === 0) return 0;
  print(`${violations.length} plugin rule violation${violations.length === 1 ? '' : 's'}`);
  return 1;
}
