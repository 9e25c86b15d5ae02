import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';
import { memoryLogger } from '../http/memory-logger.js';
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
