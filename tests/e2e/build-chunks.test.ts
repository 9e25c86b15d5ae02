import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/overview.md: the web build's chunks MUST NOT import each other in a cycle.
 * In a cycle, whichever chunk the browser evaluates first sees the other's values as undefined:
 * a cycle between a plugin's chunk and a shared one once left react-aria's menu strings undefined
 * and the policies screen blank. The e2e setup builds the app exactly as `npm start` serves it.
 */
const ASSETS = fileURLToPath(new URL('../../core/dist/assets', import.meta.url));

function staticImports(): Map<string, Set<string>> {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  return new Map(
    chunks.map((chunk) => {
      const code = readFileSync(join(ASSETS, chunk), 'utf8');
      const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
      return [chunk, new Set(imported)];
    }),
  );
}

/** Every cycle, as the chunk names around it, found by depth-first search. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of graph.keys()) if (!state.has(chunk)) visit(chunk);
  return found;
}

describe('the web build', () => {
  it('has chunks that import each other without cycles', () => {
    const graph = staticImports();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
