import { inject } from 'vitest';
import { dropDatabase, superuserQuery, uniqueName } from './database.js';
import { PLATFORM_TEMPLATE } from './platform-template.js';
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
 * A new platform database on the shared cluster, its migrations applied: a copy of the template the
 * global set-up migrated (tests/harness/platform-template.ts). Returns its name.
 */
export async function clonePlatformDatabase(label: string): Promise<string> {
  const name = uniqueName(`${label}_platform`);
  await superuserQuery(`CREATE DATABASE ${name} TEMPLATE ${PLATFORM_TEMPLATE}`);
  return name;
}

export interface SharedClusterOptions extends InstanceOptions {
  /**
   * `cloned` (the default): the platform database is a copy of the migrated template, so start-up
   * runs no migration. `empty`: Atrium finds no platform database and makes and migrates its own,
   * for the tests whose subject that is.
   */
  readonly platform?: 'cloned' | 'empty';
}

/**
 * A second Atrium instance with `env`, on fresh databases of the shared test cluster (the platform
 * one cloned, already migrated, unless `platform` says otherwise), which plays an external
 * Postgres (`DATABASE_URL`): it starts no cluster of its own, and nothing it does collides with
 * the shared instance. `close()` stops it and drops its databases.
 */
export async function startOnSharedCluster(
  label: string,
  env: Record<string, string> = {},
  { platform = 'cloned', ...options }: SharedClusterOptions = {},
): Promise<SharedClusterInstance> {
  const projectDb = uniqueName(`${label}_project`);
  await superuserQuery(`CREATE DATABASE ${projectDb}`);
  const platformDb =
    platform === 'cloned' ? await clonePlatformDatabase(label) : uniqueName(`${label}_platform`);
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
      await dropDatabase(projectDb);
      await dropDatabase(platformDb);
    },
  };
}
