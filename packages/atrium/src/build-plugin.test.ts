import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPlugin } from './build-plugin.js';

const SHARED = {
  react: '/assets/shared-react-abc.js',
  'react/jsx-runtime': '/assets/shared-react-jsx-runtime-abc.js',
  '@atrium/plugin-api': '/assets/shared-atrium-plugin-api-abc.js',
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A plugin package in a temporary folder, with a dependency of its own (`left-pad`). */
function plugin(manifest: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-build-plugin-'));
  made.push(dir);
  mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules', 'left-pad', 'package.json'),
    '{ "name": "left-pad", "main": "index.js" }',
  );
  writeFileSync(join(dir, 'node_modules', 'left-pad', 'index.js'), 'exports.pad = (s) => " " + s;');
  writeFileSync(join(dir, 'manifest.ts'), manifest);
  writeFileSync(join(dir, 'Screen.tsx'), 'export default () => <p>Hi</p>;');
  return dir;
}

describe('building a deployment’s plugin', () => {
  it('binds the shared modules to the host’s URLs, bundles its own dependencies, and splits its loaders', async () => {
    const dir = plugin(`
      import { definePlugin } from '@atrium/plugin-api';
      import { pad } from 'left-pad';
      export default definePlugin({ id: pad('x'), load: () => import('./Screen.js') });
    `);
    const entry = await buildPlugin(join(dir, 'manifest.ts'), join(dir, 'out'), SHARED);
    const code = readFileSync(join(dir, 'out', entry), 'utf8');
    expect(code).toContain('"/assets/shared-atrium-plugin-api-abc.js"');
    expect(code).not.toContain('left-pad');
    // The screen is a chunk of its own, loaded on first use, its JSX on the host's React.
    const screen = /import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/.exec(code)?.[1];
    expect(screen).toBeDefined();
    expect(readFileSync(join(dir, 'out', screen!), 'utf8')).toContain(
      '"/assets/shared-react-jsx-runtime-abc.js"',
    );
  });

  it('refuses an import of a host library or @atrium package the host does not share, naming it', async () => {
    const dir = plugin(`
      import { useSWR } from 'swr';
      import { x } from '@atrium/plugin-api/testing';
      export default { useSWR, x };
    `);
    const built = buildPlugin(join(dir, 'manifest.ts'), join(dir, 'out'), SHARED);
    await expect(built).rejects.toThrow(/it imports swr, which the host does not share/);
    await expect(built).rejects.toThrow(/it imports @atrium\/plugin-api\/testing/);
  });
});
