import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every package.json in the repository (tracked by git, so build output and node_modules are out). */
const manifests = execFileSync('git', ['ls-files', '*package.json', 'package.json'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path.endsWith('package.json'));

const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
/** The version an npm alias (`npm:typescript@7.0.2`) names, or the specifier itself. */
const versionOf = (specifier: string) => specifier.replace(/^npm:(@[^/@]+\/)?[^@]+@/, '');

/**
 * DEVELOPERS.md lists a toolchain known to install and work together on these machines; a range
 * would let a fresh install drift from it, so every dependency names one exact version.
 */
describe('dependency versions', () => {
  it('reads the version an npm alias names', () => {
    expect(versionOf('npm:typescript@7.0.2')).toBe('7.0.2');
    expect(versionOf('npm:@scope/name@^1.0.0')).toBe('^1.0.0');
  });

  it('finds the workspace manifests', () => {
    expect(manifests).toContain('package.json');
    expect(manifests).toContain('api/package.json');
  });

  it.each(manifests)('%s pins exact versions', (path) => {
    const manifest = JSON.parse(readFileSync(`${root}/${path}`, 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const loose = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
      .flatMap((field) => Object.entries(manifest[field] ?? {}))
      .filter(([, version]) => !version.startsWith('workspace:') && !EXACT.test(versionOf(version)))
      .map(([name, version]) => `${name}@${version}`);
    expect(loose).toEqual([]);
  });
});
