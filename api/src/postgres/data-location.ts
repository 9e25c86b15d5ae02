import { createHash } from 'node:crypto';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isReachableBy, type OsUser } from './reachability.js';

/** Where the cluster lives when the postgres user cannot reach the configured folder. */
export const SHARED_DATA_ROOT = '/var/lib/atrium';

/**
 * The folder Postgres keeps its cluster in. Normally the configured one (inside the git-ignored
 * `.atrium/` folder). When Atrium runs as root from a folder the postgres user cannot enter, the
 * cluster moves to a folder under /var/lib/atrium named after the configured path, so the same
 * clone finds the same data again on the next start.
 */
export async function choosePgData(
  configured: string,
  user: OsUser | undefined,
  sharedRoot = SHARED_DATA_ROOT,
): Promise<string> {
  const wanted = resolve(configured);
  if (!user || (await isReachableBy(wanted, user))) return wanted;
  const key = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  await mkdir(sharedRoot, { recursive: true, mode: 0o755 });
  await chmod(sharedRoot, 0o755);
  return join(sharedRoot, key, 'pgdata');
}

/** Creates the data folder owned by the postgres user, private to it, as initdb requires. */
export async function preparePgData(pgData: string, user: OsUser | undefined): Promise<void> {
  // The parents must stay searchable by the postgres user; only the cluster itself is private.
  await mkdir(dirname(pgData), { recursive: true, mode: 0o755 });
  await mkdir(pgData, { recursive: true, mode: 0o700 });
  if (user) await chown(pgData, user.uid, user.gid);
  await chmod(pgData, 0o700);
}
