import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedDigest, webBuildIsStale } from '../../scripts/lib/web-build-inputs.mjs';

/**
 * DEVELOPERS.md: `npm start` rebuilds the web app when Atrium's own sources changed since the
 * last build, and also when the installed plugins or the lockfile did, so a plugin installed,
 * upgraded or changed in place is never served from a stale bundle.
 */
describe('whether the web app must be built again', () => {
  const built = { at: 1_000, installed: 'digest-a' };

  it('builds when forced, never built, or built before the newest own source change', () => {
    const same = { ownSourcesChangedAt: 500, installed: 'digest-a' };
    expect(webBuildIsStale({ built, ...same })).toBe(false);
    expect(webBuildIsStale({ built, ...same, force: true })).toBe(true);
    expect(webBuildIsStale({ built: undefined, ...same })).toBe(true);
    expect(webBuildIsStale({ built, ...same, ownSourcesChangedAt: 1_000 })).toBe(true);
  });

  it('builds when the installed plugins or lockfiles differ from those it was built from', () => {
    expect(webBuildIsStale({ built, ownSourcesChangedAt: 500, installed: 'digest-b' })).toBe(true);
  });
});

describe('the digest of what was installed into the build', () => {
  const root = mkdtempSync(join(tmpdir(), 'atrium-installed-digest-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    // As npm writes a package from its tarball: with the tarball's fixed, old time.
    utimesSync(join(root, path), new Date('1985-10-26'), new Date('1985-10-26'));
  };
  write('atrium.config.json', JSON.stringify({ packages: ['@acme/plugin'] }));
  write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
  write('node_modules/@acme/plugin/package.json', '{"name":"@acme/plugin","version":"1.0.0"}');
  write('node_modules/@acme/plugin/dist/manifest.js', 'export default { id: "acme" };');
  write('node_modules/@acme/plugin/node_modules/dep/index.js', 'own dependency');
  write('node_modules/unrelated/index.js', 'not a plugin');

  it('changes with a listed plugin’s files, even written with an old time, and with the lockfile', () => {
    const before = installedDigest(root);
    expect(installedDigest(root)).toBe(before);
    write('node_modules/unrelated/index.js', 'changed, but not a plugin');
    expect(installedDigest(root)).toBe(before);

    write('node_modules/@acme/plugin/dist/manifest.js', 'export default { id: "acme2" };');
    const changedPlugin = installedDigest(root);
    expect(changedPlugin).not.toBe(before);

    write('package-lock.json', '{"lockfileVersion":3,"packages":{"x":{}}}');
    const changedLock = installedDigest(root);
    expect(changedLock).not.toBe(changedPlugin);

    write('atrium.config.json', JSON.stringify({ packages: ['@acme/plugin', '@acme/new'] }));
    expect(installedDigest(root)).not.toBe(changedLock);
  });
});
