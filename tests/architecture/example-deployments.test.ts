import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';

/** Every example deployment must be a configuration Atrium accepts. */
describe('examples/deployments', () => {
  const dir = fileURLToPath(new URL('../../examples/deployments', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('has examples', () => {
    expect(files).toContain('minimal.json');
  });

  it.each(files)('%s loads', async (file) => {
    const { mkdtemp, copyFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(join(tmpdir(), 'atrium-deployment-'));
    await copyFile(join(dir, file), join(root, 'atrium.config.json'));
    const config = loadConfig({}, root);
    expect(Array.isArray(config.plugins)).toBe(true);
    expect(config.plugins.every((id) => /^[a-z][a-z0-9-]*$/.test(id))).toBe(true);
  });
});
