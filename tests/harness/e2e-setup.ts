import type { TestProject } from 'vitest/node';
import { DEFAULT_PROJECT_OWNER_ROLE } from '../../api/src/platform/default-project.js';
import { freePort } from '../../api/src/postgres/free-port.js';
import { clusterUrl } from './cluster-url.js';
import { rememberedToken } from './instance-tokens.js';
import { actingAs } from './start-instance.js';
import { spawnAtrium } from './start-process.js';
import { makeStateDir, removeStateDir } from './temp-state.js';
import { skipDiskFlushes } from './throwaway-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The one app of the e2e run, exactly as `npm start` runs it (building the web app and the docs
 * site first when their sources changed, side by side: in `npm test` it is the run's build),
 * on a free port with its own data folder, its owner created from `ATRIUM_ADMIN_EMAIL`/`ATRIUM_ADMIN_PASSWORD` (`OWNER`). Pages
 * open signed in (`launchBrowser`); `api()` and `query()` call with the owner's personal token
 * (`ownerToken`); `directQuery()` and `superuserQuery()` reach the default project's database
 * (`memberDbUrl`, `projectDbUrl`, read from the state folder's `cluster.json`), so a test that
 * needs a table or psql of its own makes it here instead of starting an app
 * (tests/e2e/own-apps.ts lists the few that must).
 */
export default async function setup(project: TestProject) {
  const stateDir = await makeStateDir('e2e');
  const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
  try {
    // Not a build of the docs site of its own beside the start, which builds it too: in a clean
    // clone the two built it side by side into the same folder, 17 s of CPU each.
    const baseUrl = await atrium.ready;
    const projectDbUrl = await clusterUrl(stateDir, 'postgres');
    await skipDiskFlushes(projectDbUrl);
    project.provide('baseUrl', baseUrl);
    project.provide('ownerToken', rememberedToken(baseUrl)!);
    project.provide('projectDbUrl', projectDbUrl);
    project.provide('memberDbUrl', actingAs(projectDbUrl, DEFAULT_PROJECT_OWNER_ROLE));
  } catch (error) {
    await atrium.stop();
    await removeStateDir(stateDir);
    throw error;
  }
  return async () => {
    await atrium.stop();
    await removeStateDir(stateDir);
  };
}
