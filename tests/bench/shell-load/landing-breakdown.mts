// Which packages the editor's landing loads, and how many gzipped bytes each one costs.
// `pnpm exec tsx tests/bench/shell-load/landing-breakdown.mts`: builds the web app into a temporary
// folder (core/dist is left alone) and reads the bundler's own per-module figures, so no
// visualizer or sourcemap tool is needed. The landing is counted as tests/e2e/build-chunks.test.ts
// counts it: index.html's entry and preloads, the editor's screen and the nav's sidebar, each with
// its static imports. A chunk's gzip size is shared among its modules in proportion to the bytes
// each one rendered (gzip does not split exactly; the per-package figures are close, the total is
// exact).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT, gzSize, kb } from './common.mjs';

interface ChunkFacts {
  readonly imports: readonly string[];
  readonly modules: ReadonlyMap<string, number>;
  readonly code: string;
}

/** The package a module id belongs to: a node_modules package, or Atrium's own folder. */
export function packageOf(id: string): string {
  const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
  const inModules = clean.split('/node_modules/').pop()!;
  if (inModules !== clean) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const local = clean.startsWith(ROOT) ? clean.slice(ROOT.length) : clean;
  const parts = local.split('/');
  if (parts[0] === 'plugins' || parts[0] === 'examples') return `atrium:${parts[0]}/${parts[1]}`;
  if (parts[0]) return `atrium:${parts[0]}`;
  return `(bundler) ${clean}`;
}

function collector(into: Map<string, ChunkFacts>): Plugin {
  return {
    name: 'atrium-landing-breakdown',
    // After vite's own generateBundle work (its preload lists), so the code is what ships.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = new Map(
          Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength]),
        );
        into.set(output.fileName.split('/').pop()!, {
          imports: output.imports.map((file) => file.split('/').pop()!),
          modules,
          code: output.code,
        });
      }
    },
  };
}

function closure(chunks: Map<string, ChunkFacts>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const outDir = mkdtempSync(join(tmpdir(), 'atrium-breakdown-'));
const chunks = new Map<string, ChunkFacts>();
try {
  await build({
    root: join(ROOT, 'core'),
    configFile: join(ROOT, 'core', 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [collector(chunks)],
    build: { outDir, emptyOutDir: true },
  });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const holding = (marker: string) =>
    [...chunks].filter(([, facts]) => facts.code.includes(marker)).map(([name]) => name);
  const editor = holding('Select a table or create a new one');
  const sidebar = [...chunks.keys()].filter((name) => /^Sidebar-[\w-]+\.js$/.test(name));
  const landing = closure(chunks, [...upFront, ...editor, ...sidebar]);

  const byPackage = new Map<string, number>();
  const byModule = new Map<string, number>();
  let total = 0;
  console.log('chunks of the landing:');
  for (const name of landing) {
    const facts = chunks.get(name)!;
    const gz = gzSize(facts.code);
    total += gz;
    console.log(`  ${kb(gz).padStart(9)}  ${name}`);
    const rendered = [...facts.modules.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [id, length] of facts.modules) {
      const share = (gz * length) / rendered;
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + share);
      byModule.set(id, (byModule.get(id) ?? 0) + share);
    }
  }
  console.log(`landing: ${kb(total)} gz in ${landing.size} chunks\nby package:`);
  for (const [name, gz] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(gz).padStart(9)}  ${name}`);
  }
  const top = Number(process.env.BREAKDOWN_MODULES ?? 40);
  console.log(`largest ${top} modules:`);
  for (const [id, gz] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${kb(gz).padStart(9)}  ${id.replace(ROOT, '')}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
