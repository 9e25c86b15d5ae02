import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OWN_APPS } from '../e2e/own-apps.js';
import { ROOT } from './plugin-sources.js';

/*
 * docs/architecture/testing.md: the e2e run starts one app (tests/harness/e2e-setup.ts); an e2e
 * file MUST NOT start another unless tests/e2e/own-apps.ts lists it with the reason (start-up
 * and configuration tests only). Each app costs an embedded Postgres, migrations and a server:
 * tens of seconds of a 2-CPU machine, and they add up as plugins bring screens.
 */

/** What starts an Atrium: the harness's helpers, the API's own entry points, `npm start`'s script. */
const APP_STARTERS = new Set([
  'spawnAtrium',
  'startTestInstance',
  'startOnSharedCluster',
  'startAtrium',
  'createApp',
]);
const START_SCRIPT = /(^|\/)(start|serve)\.mjs$/;

/** Each place in `source` that starts an app: a starter named in code, or the start script. */
function appStarts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && APP_STARTERS.has(node.text)) {
      found.push(`${fileName}:${at(node)} ${node.text}`);
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      START_SCRIPT.test(node.text)
    ) {
      found.push(`${fileName}:${at(node)} '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const E2E = join(ROOT, 'tests', 'e2e');
const e2eFiles = readdirSync(E2E, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => /\.m?ts$/.test(path) && path !== 'own-apps.ts');

const startsAnApp = (path: string) =>
  appStarts(path, readFileSync(join(E2E, path), 'utf8')).length > 0;

describe('one app per e2e run', () => {
  it('sees an app started by a harness helper, the API itself, or the start script', () => {
    const fixture = `
      import { spawnAtrium } from '../harness/start-process.js';
      const atrium = spawnAtrium({ PORT: '0' });
      const other = await startTestInstance('x');
      spawn(process.execPath, ['scripts/start.mjs']);
      const url = inject('baseUrl');`;
    expect(appStarts('fixture.test.ts', fixture)).toEqual([
      'fixture.test.ts:2 spawnAtrium',
      'fixture.test.ts:3 spawnAtrium',
      'fixture.test.ts:4 startTestInstance',
      "fixture.test.ts:5 'scripts/start.mjs'",
    ]);
  });

  it('finds the e2e files', () => {
    expect(e2eFiles).toContain('screens.test.ts');
    expect(e2eFiles).toContain('table-editor-grid/correctness.test.ts');
  });

  it.each(e2eFiles)('%s starts no app of its own unless own-apps.ts lists it', (path) => {
    if (!(path in OWN_APPS)) {
      expect(appStarts(path, readFileSync(join(E2E, path), 'utf8'))).toEqual([]);
    }
  });

  it.each(Object.entries(OWN_APPS))('%s is listed with a reason and starts one', (path, why) => {
    expect(why.length).toBeGreaterThan(20);
    expect(e2eFiles).toContain(path);
    expect(startsAnApp(path)).toBe(true);
  });
});
