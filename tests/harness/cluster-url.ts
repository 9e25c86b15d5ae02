import { join } from 'node:path';
import { readClusterState } from '../../api/src/postgres/cluster-state.js';

/**
 * A database of the embedded cluster an app started as `npm start` runs in `stateDir`, as the
 * cluster's superuser: its password and port are in the state folder's `cluster.json`.
 */
export async function clusterUrl(stateDir: string, database: string): Promise<string> {
  const cluster = await readClusterState(join(stateDir, 'cluster.json'));
  if (!cluster?.port) throw new Error('cluster.json has no port');
  return `postgres://postgres:${encodeURIComponent(cluster.password)}@127.0.0.1:${cluster.port}/${database}`;
}
