import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../api/src/postgres/free-port.js';
import { readClusterState } from '../../../api/src/postgres/cluster-state.js';
import { DEFAULT_PROJECT_OWNER_ROLE } from '../../../api/src/platform/default-project.js';
import { actingAs } from '../../harness/start-instance.js';
import { spawnAtrium } from '../../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../../harness/temp-state.js';

export interface GridInstance {
  readonly baseUrl: string;
  /** The default project's database as the superuser, for psql and for checking what the UI did. */
  readonly dbUrl: string;
  /** SQL as the role members' SQL runs as, so what a test creates is the members' own. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * Atrium started as `npm start` starts it, in its own state folder, so the test knows the embedded
 * cluster's password and port (cluster.json) and can compare exports with psql's own `\copy`.
 */
export async function startGridInstance(): Promise<GridInstance> {
  const stateDir = await makeStateDir('e2e-grid');
  const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
  try {
    const baseUrl = await atrium.ready;
    const cluster = await readClusterState(join(stateDir, 'cluster.json'));
    if (!cluster?.port) throw new Error('cluster.json has no port');
    const dbUrl = `postgres://postgres:${encodeURIComponent(cluster.password)}@127.0.0.1:${cluster.port}/postgres`;
    const pool = new pg.Pool({
      connectionString: actingAs(dbUrl, DEFAULT_PROJECT_OWNER_ROLE),
      max: 2,
    });
    return {
      baseUrl,
      dbUrl,
      sql: async (text, values = []) => (await pool.query(text, values)).rows,
      async stop() {
        await pool.end();
        await atrium.stop();
        await removeStateDir(stateDir);
      },
    };
  } catch (error) {
    await atrium.stop();
    await removeStateDir(stateDir);
    throw error;
  }
}
