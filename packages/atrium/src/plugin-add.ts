import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The package a `plugin add` argument names: a tarball's or a folder's own package.json says it,
 * a registry spec (`name`, `name@1.2.3`, `@scope/name@1.2.3`) carries it before its version.
 */
export function packageNameOf(cwd: string, spec: string): string {
  const path = resolve(cwd, spec.replace(/^file:/, ''));
  if (existsSync(path) && statSync(path).isDirectory()) {
    return (JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as { name: string }).name;
  }
  if (existsSync(path) && /\.(tgz|tar\.gz)$/.test(path)) {
    const manifest = execFileSync('tar', ['-xzOf', path, 'package/package.json'], {
      encoding: 'utf8',
    });
    return (JSON.parse(manifest) as { name: string }).name;
  }
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at === -1 ? spec : spec.slice(0, at);
}

/** Adds `names` to `packages` of the deployment's `atrium.config.json`, made when missing. */
export function listInConfig(cwd: string, names: readonly string[]): void {
  const file = join(cwd, 'atrium.config.json');
  const config = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { packages?: string[] })
    : {};
  const packages = [...(config.packages ?? [])];
  for (const name of names) if (!packages.includes(name)) packages.push(name);
  writeFileSync(file, `${JSON.stringify({ ...config, packages }, null, 2)}\n`);
}

/**
 * `atrium plugin add <tarball|name>...`: one `npm install` of every package named (npm's own
 * options passed on), then each listed in `atrium.config.json`, installed and off until an Owner
 * switches it on at /admin/plugins. The next `atrium start` builds its screens. Answers the exit
 * code.
 */
export async function addPlugins(cwd: string, args: readonly string[]): Promise<number> {
  const specs = args.filter((arg) => !arg.startsWith('-'));
  const names = specs.map((spec) => packageNameOf(cwd, spec));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const installed = spawnSync(npm, ['install', '--save-exact', ...args], {
    cwd,
    stdio: 'inherit',
  });
  if (installed.status !== 0) return installed.status ?? 1;
  listInConfig(cwd, names);
  for (const name of names) {
    console.log(`  Installed ${name}: switch it on at /admin/plugins after \`atrium start\`.`);
  }
  return 0;
}
