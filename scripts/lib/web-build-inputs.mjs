import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose sources end up in the web app bundle. */
export const SOURCES = [
  'common',
  'core',
  'design-system',
  'plugins',
  'examples',
  'atrium.config.json',
];
/** What an install rewrites: a new or changed package changes one of these. */
const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock'];

/** The newest change under `dir`, build output, dependencies and dot files left out. */
export function newestSourceChange(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceChange(path) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

/** The newest change among Atrium's own sources under `root`. */
export const newestOwnSourceChange = (root) =>
  Math.max(
    0,
    ...SOURCES.map((dir) => join(root, dir))
      .filter(existsSync)
      .map(newestSourceChange),
  );

/**
 * A digest of what was installed into the build: the lockfiles, and the contents of every
 * third-party plugin package `atrium.config.json` lists, wherever the install put it. By
 * content, not time: npm writes a package's files with the fixed time its tarball carries, so a
 * changed plugin can look older than the last build.
 */
export function installedDigest(root) {
  const hash = createHash('sha256');
  for (const name of LOCKFILES) {
    const file = join(root, name);
    if (existsSync(file)) hash.update(`${name}\0`).update(readFileSync(file));
  }
  for (const pkg of configuredPackages(root)) {
    const dir = packageDir(root, pkg);
    hash.update(`${pkg}\0${dir ?? 'missing'}\0`);
    if (dir) hashTree(hash, dir, '');
  }
  return hash.digest('hex');
}

/**
 * Whether the web app must be built: forced, never built, built before the newest change to
 * Atrium's own sources, or built from other installed plugins or lockfiles than there are now.
 */
export function webBuildIsStale({ force = false, built, ownSourcesChangedAt, installed }) {
  if (force || built === undefined) return true;
  return built.at <= ownSourcesChangedAt || built.installed !== installed;
}

/** `packages` of `atrium.config.json` (none without the file). */
function configuredPackages(root) {
  const file = join(root, 'atrium.config.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).packages ?? [];
}

/** The real folder of an installed package, found as Node finds it from the root. */
function packageDir(root, pkg) {
  const dir = join(root, 'node_modules', pkg);
  return existsSync(join(dir, 'package.json')) ? realpathSync(dir) : undefined;
}

/** Every file under `dir` by path and content; its own dependencies and dot files left out. */
function hashTree(hash, dir, prefix) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) hashTree(hash, path, name);
    else if (entry.isFile()) hash.update(`${name}\0`).update(readFileSync(path)).update('\0');
  }
}
