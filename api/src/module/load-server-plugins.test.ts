import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';
import { memoryLogger } from '../http/memory-logger.js';
import { ModuleReport } from './module-report.js';
import { loadServerPlugins } from './load-server-plugins.js';

/**
 * docs/architecture/plugins.md: the API refuses a third-party package written for another
 * plugin-API version before importing any of its server code, as the web build does its manifest.
 */
describe('loadServerPlugins and the plugin-API version', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-server-plugins-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const pkg = (name: string, server: string, atrium?: object) => {
    write(
      `node_modules/${name}/package.json`,
      JSON.stringify({ name, type: 'module', exports: { './server': './server.js' }, atrium }),
    );
    write(`node_modules/${name}/server.js`, server);
  };
  write('package.json', JSON.stringify({ name: 'deployment' }));
  const mustNotRun = 'throw new Error("must not run");\n';
  pkg('@acme/old', mustNotRun, { apiVersion: PLUGIN_API_VERSION - 1 });
  pkg('@acme/unsaid', mustNotRun);
  pkg('@acme/new', 'export default { id: "acme-new", routes: () => ({}) };\n', {
    apiVersion: PLUGIN_API_VERSION,
    id: 'acme-new',
  });

  it('mounts a package of this version and refuses the others unloaded, logged at error', async () => {
    const memory = memoryLogger();
    const loaded = await loadServerPlugins(
      {
        rootDir: root,
        plugins: ['acme-new', 'acme-old', 'acme-unsaid'],
        packages: ['@acme/old', '@acme/unsaid', '@acme/new'],
      },
      memory.log,
    );
    expect(loaded.map((plugin) => plugin.id)).toEqual(['acme-new']);
    const refusals = memory.lines().filter((line) => line.level === 50);
    expect(refusals).toEqual([
      expect.objectContaining({
        package: '@acme/old',
        msg: expect.stringContaining(
          `@acme/old was written for plugin API version ${PLUGIN_API_VERSION - 1}`,
        ),
      }),
      expect.objectContaining({
        package: '@acme/unsaid',
        msg: expect.stringContaining('@acme/unsaid was written for plugin API version unknown'),
      }),
    ]);
  });
});

describe('loadServerPlugins and containment', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-server-plugins-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const pkg = (name: string, id: string | undefined, server: string) => {
    write(
      `node_modules/${name}/package.json`,
      JSON.stringify({
        name,
        type: 'module',
        exports: { './server': './server.js' },
        atrium: { apiVersion: PLUGIN_API_VERSION, id },
      }),
    );
    write(`node_modules/${name}/server.js`, server);
  };
  write('package.json', JSON.stringify({ name: 'deployment' }));
  const mustNotRun = 'throw new Error("must not run");\n';
  pkg('@acme/good', 'acme-good', 'export default { id: "acme-good" };\n');
  pkg('@acme/off', 'acme-off', mustNotRun);
  pkg('@acme/throws', 'acme-throws', 'throw new Error("broken on import");\n');
  pkg('@acme/impostor', 'acme-impostor', 'export default { id: "acme-good" };\n');
  pkg('@acme/unnamed', undefined, mustNotRun);

  it('imports no plugin that is off, leaves out one that throws or lies, and loads the rest', async () => {
    const memory = memoryLogger();
    const report = new ModuleReport(memory.log);
    const loaded = await loadServerPlugins(
      {
        rootDir: root,
        plugins: ['acme-good', 'acme-throws', 'acme-impostor', 'acme-unnamed'],
        packages: ['@acme/off', '@acme/throws', '@acme/impostor', '@acme/unnamed', '@acme/good'],
      },
      memory.log,
      report,
    );
    expect(loaded.map((plugin) => plugin.id)).toEqual(['acme-good']);
    expect(report.failures()).toEqual([
      { module: 'acme-throws', stage: 'import', message: 'broken on import' },
      {
        module: 'acme-impostor',
        stage: 'definition',
        message: expect.stringContaining('exports module "acme-good"'),
      },
    ]);
    const errors = memory.lines().filter((line) => line.level === 50);
    expect(errors.map((line) => line.msg)).toEqual([
      expect.stringContaining('module acme-throws left out (import): broken on import'),
      expect.stringContaining('module acme-impostor left out (definition)'),
      expect.stringContaining(
        '@acme/unnamed has a server part but its package.json names no valid',
      ),
    ]);
  });
});
