import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedManifestFiles } from '../../core/vite/installed-plugins.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The web build tells first-party manifests from third-party ones by the package they come from,
 * so a third-party package cannot pass for one of ours by claiming a first-party id.
 */
describe('installed plugins', () => {
  const installed = installedManifestFiles(ROOT);
  const origin = (pkg: string) =>
    installed.find(({ file }) => file.includes(`/${pkg}/`))?.firstParty;

  it('marks our own packages first-party', () => {
    expect(origin('nav')).toBe(true);
    expect(origin('data-grid')).toBe(true);
    expect(origin('rls')).toBe(true);
  });

  it('marks the packages atrium.config.json lists third-party', () => {
    expect(origin('hello-plugin')).toBe(false);
    expect(origin('faulty-plugin')).toBe(false);
  });
});
