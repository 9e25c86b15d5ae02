import { inject } from 'vitest';
import { superuserQuery, uniqueName } from './database.js';
import { startTestInstance, type InstanceOptions, type TestInstance } from './start-instance.js';

export interface SharedClusterInstance extends TestInstance {
  /** The platform database, for checking what Atrium keeps there. */
  readonly platformDbUrl: string;
  readonly projectDb: string;
}

/** A database of the shared integration cluster, by name. */
export function sharedClusterUrl(database: string): string {
  const url = new URL(inject('projectDbUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A second Atrium instance with `env`, on fresh databases of the shared test cluster, which plays
 * an external Postgres (`DATABASE_URL`): it starts no cluster of its own, and nothing it does
 * collides with the shared instance. `close()` stops it and drops its databases.
 */
export async function startOnSharedCluster(
  label: string,
  env: Record<string, string> = {},
  options: InstanceOptions = {},
): Promise<SharedClusterInstance> {
  const projectDb = uniqueName(`${label}_project`);
  const platformDb = uniqueName(`${label}_platform`);
  await superuserQuery(`CREATE DATABASE ${projectDb}`);
  const instance = await startTestInstance(
    label,
    {
      DATABASE_URL: sharedClusterUrl(projectDb),
      ATRIUM_PLATFORM_DATABASE_URL: sharedClusterUrl(platformDb),
      ...env,
    },
    options,
  );
  return {
    ...instance,
    platformDbUrl: sharedClusterUrl(platformDb),
    projectDb,
    async close() {
      await instance.close();
      await superuserQuery(`DROP DATABASE IF EXISTS ${projectDb} WITH (FORCE)`);
      await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
    },
  };
}
