import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readClusterState } from '../../api/src/postgres/cluster-state.js';
import { SHARED_DATA_ROOT } from '../../api/src/postgres/data-location.js';

/**
 * A throwaway state folder for an Atrium instance, so tests and benchmarks never touch the
 * developer's `.atrium/`. Made searchable (mkdtemp gives 0700) so the `postgres` OS user can reach
 * the cluster inside it when we run as root.
 */
export async function makeStateDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `atrium-${label}-`));
  await chmod(dir, 0o755);
  return dir;
}

/**
 * Removes a state folder and, when the cluster was relocated under /var/lib/atrium (the postgres
 * user could not reach the state folder), that relocated folder too, and never anything else.
 */
export async function removeStateDir(dir: string): Promise<void> {
  const pgData = (await readClusterState(join(dir, 'cluster.json')))?.pgData;
  if (pgData && dirname(dirname(pgData)) === SHARED_DATA_ROOT) {
    await rm(dirname(pgData), { recursive: true, force: true });
  }
  await rm(dir, { recursive: true, force: true });
}
