import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadPointSchemas } from '../../core/src/host/load-manifest-checks.js';
import { PluginRegistry } from '../../core/src/host/plugin-registry.js';
import { extensionPoints } from '../../core/src/plugin-api/extension-points.js';
import { importInstalledManifests } from './installed-manifests.js';

// Manifests and contracts are data, but the plugin API they import re-exports components styled
// by the design system, whose vanilla-extract styles need the web build. Only the data is read.
// Mocked only for this file (the unit project runs its files in one module graph,
// tests/architecture/unit-tests-share-no-state.test.ts), before the manifests are imported.
const DESIGN_SYSTEM = '../../design-system/src/index.ts';
vi.resetModules();
vi.doMock(DESIGN_SYSTEM, () => ({}));
afterAll(() => {
  vi.doUnmock(DESIGN_SYSTEM);
  vi.resetModules();
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A call that reads a point's contributions. */
const CONSUMES = /useContributions\(|<ContributionOutlet\b|\.contributions\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === 'test') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const packageDirs = ['plugins', 'examples'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name))
    .filter((dir) => statSync(join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile()),
);
const sources = [join(ROOT, 'core/src'), ...packageDirs.map((dir) => join(dir, 'src'))]
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
  .flatMap(sourceFiles)
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Every declared point, with the name code refers to it by and the file that defines it. */
async function declaredPoints() {
  const core = Object.entries(extensionPoints).map(([key, point]) => ({
    id: point.id,
    reference: new RegExp(`\\bextensionPoints\\.${key}\\b`),
    definedIn: join(ROOT, 'core/src/plugin-api/extension-points.ts'),
  }));
  const offered = await Promise.all(
    packageDirs.map(async (dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        exports?: Record<string, string>;
      };
      const entry = pkg.exports?.['./contracts'];
      if (!entry) return [];
      const contracts = (await import(join(dir, entry))) as Record<string, unknown>;
      return Object.entries(contracts)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'schema' in value)
        .map(([name, point]) => ({
          id: (point as { id: string }).id,
          reference: new RegExp(`\\b${name}\\b`),
          definedIn: join(dir, entry),
        }));
    }),
  );
  return [...core, ...offered.flat()];
}

/**
 * docs/architecture/plugins.md: a declared extension point MUST have a consumer, code outside its
 * definition that reads its contributions, so no point is documented that nothing renders.
 */
describe('every declared extension point', async () => {
  const points = await declaredPoints();

  it('finds points to check, from core and from a plugin’s contracts', () => {
    expect(points.map((p) => p.id)).toEqual(
      expect.arrayContaining(['project.home@1', 'tableEditor.rowMenu@1']),
    );
  });

  it.each(points)('$id is read by a consumer', ({ reference, definedIn }) => {
    const consumers = sources.filter(
      ({ file, text }) => file !== definedIn && reference.test(text) && CONSUMES.test(text),
    );
    expect(consumers.map(({ file }) => relative(ROOT, file))).not.toEqual([]);
  });
});

/**
 * docs/architecture/plugins.md: a first-party manifest whose contribution does not match its
 * point's schema (or conflicts) MUST fail the build's tests: every installed plugin, all on.
 */
describe('the installed plugins', async () => {
  const installed = await importInstalledManifests(ROOT);

  it('build a registry with nothing left out', async () => {
    const manifests = installed.map((i) => i.manifest);
    // As the app does before checking a third-party manifest: the points' lazy schemas, loaded.
    await loadPointSchemas(installed.filter((i) => i.firstParty).map((i) => i.manifest));
    const registry = new PluginRegistry(
      manifests,
      manifests.map((m) => m.id),
      { isFirstParty: (m) => installed.some((i) => i.manifest === m && i.firstParty) },
    );
    expect(registry.disabled).toEqual([]);
    expect(registry.leftOut).toEqual([]);
  });
});
