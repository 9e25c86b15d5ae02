import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';

/*
 * docs/architecture/testing.md: tests MUST wait on the condition they mean (an element shown, a
 * response answered, the saved state written, animations finished), never sleep a fixed time:
 * a sleep is too short on a loaded machine and too long everywhere else. So no
 * `page.waitForTimeout()`, and no `setTimeout` that resolves a promise (a sleep) unless it sits
 * in a loop that asks again until a condition holds (`waitFor` in tests/harness/wait-for.ts).
 */

/** Benchmarks pace and stall on purpose (tests/bench/README.md): they measure, not wait. */
const NOT_TESTS = ['bench', '.output', 'fixtures'];

/** Sleeps written before the rule, each with why it stays; the list only ever shrinks. */
const KNOWN_SLEEPS: Readonly<Record<string, string>> = {
  'integration/query-limits.test.ts:71':
    'lets the /query/format request reach the server before /health is timed; nothing outside the server tells when it has (the integration suite’s to replace)',
};

const isLoop = (node: ts.Node) =>
  ts.isWhileStatement(node) ||
  ts.isDoStatement(node) ||
  ts.isForStatement(node) ||
  ts.isForOfStatement(node) ||
  ts.isForInStatement(node);

/** The `resolve` parameter of the promise executor `node` sits in, if any. */
function enclosingResolve(node: ts.Node): string | undefined {
  for (let at = node.parent; at; at = at.parent) {
    if (
      ts.isNewExpression(at) &&
      ts.isIdentifier(at.expression) &&
      at.expression.text === 'Promise'
    ) {
      const executor = at.arguments?.[0];
      if (executor && (ts.isArrowFunction(executor) || ts.isFunctionExpression(executor))) {
        const first = executor.parameters[0]?.name;
        return first && ts.isIdentifier(first) ? first.text : undefined;
      }
    }
  }
  return undefined;
}

/** Whether `node` sits in a loop of the function it is written in (a poll, not a sleep). */
function inLoop(node: ts.Node): boolean {
  let crossedPromise = false;
  for (let at = node.parent; at; at = at.parent) {
    if (isLoop(at)) return true;
    if (ts.isFunctionLike(at)) {
      // The promise's executor is the first function crossed; the one around it is the caller.
      if (crossedPromise) return false;
      crossedPromise = true;
    }
  }
  return false;
}

/** Each fixed sleep in `source`, as `file:line what`. */
function sleeps(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (name === 'waitForTimeout') found.push(`${at(node)} waitForTimeout`);
      if (name === 'setTimeout') {
        const resolve = enclosingResolve(node);
        const first = node.arguments[0];
        const resolves =
          resolve !== undefined &&
          first !== undefined &&
          (ts.isIdentifier(first)
            ? first.text === resolve
            : first.getText().includes(`${resolve}(`));
        if (resolves && !inLoop(node)) found.push(`${at(node)} setTimeout sleep`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const TESTS = join(ROOT, 'tests');
const testFiles = readdirSync(TESTS, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter(
    (path) =>
      /\.m?tsx?$/.test(path) &&
      !NOT_TESTS.includes(path.split('/')[0]!) &&
      !path.split('/').includes('node_modules'),
  );

describe('tests wait on conditions, never on the clock', () => {
  it('sees a waitForTimeout and a sleep, and lets a poll and a timer through', () => {
    const fixture = `
      await page.waitForTimeout(700);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((r) => setTimeout(() => r(undefined), 50));
      while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
      for (let i = 0; i < 9; i += 1) { if (await ok()) break; await new Promise((r) => setTimeout(r, 100)); }
      const timer = setTimeout(() => controller.abort(), 5_000);`;
    expect(sleeps('fixture.test.ts', fixture)).toEqual([
      'fixture.test.ts:2 waitForTimeout',
      'fixture.test.ts:3 setTimeout sleep',
      'fixture.test.ts:4 setTimeout sleep',
    ]);
  });

  it('finds the test files and the polling helper', () => {
    expect(testFiles).toContain('e2e/table-editor-grid/correctness.test.ts');
    expect(testFiles).toContain('harness/wait-for.ts');
  });

  it.each(testFiles)('%s', (path) => {
    const found = sleeps(path, readFileSync(join(TESTS, path), 'utf8')).filter(
      (sleep) => !(sleep.split(' ')[0]! in KNOWN_SLEEPS),
    );
    expect(found).toEqual([]);
  });

  it.each(Object.keys(KNOWN_SLEEPS))('%s is still a sleep (else drop it from the list)', (at) => {
    const path = at.split(':')[0]!;
    expect(
      sleeps(path, readFileSync(join(TESTS, path), 'utf8')).map((s) => s.split(' ')[0]),
    ).toContain(at);
  });
});
