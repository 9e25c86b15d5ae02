import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, shippedPluginSources } from './plugin-sources.js';

/**
 * docs/architecture/plugins.md: the public plugin API MUST NOT re-export core's internal types
 * (`core/src/host/`), so a plugin never depends on how the registry keeps its entries; and plugins
 * MUST contribute through a typed extension point (`contribute(extensionPoints.x, ...)`), never an
 * object naming a raw point id, so the point's data and entry types are checked.
 */
const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const PUBLIC_API = join(ROOT, 'core/src/plugin-api/index.ts');

describe('the public plugin API', () => {
  it('re-exports nothing from core’s host internals', () => {
    const found: string[] = [];
    walk(parse(PUBLIC_API), (node) => {
      if (!ts.isExportDeclaration(node) || !node.moduleSpecifier) return;
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      if (from.startsWith('../')) found.push(from);
    });
    expect(found).toEqual([]);
  });

  it('is contributed to through typed points, not raw point ids', () => {
    const found: string[] = [];
    for (const file of shippedPluginSources) {
      walk(parse(file), (node) => {
        if (!ts.isObjectLiteralExpression(node)) return;
        const point = node.properties.find(
          (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'point',
        );
        const hasId = node.properties.some((p) => p.name?.getText() === 'id');
        if (point && hasId) found.push(`${relative(ROOT, file)}: ${point.getText()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
