import type { TestProject } from 'vitest/node';
import { buildDocsIfStale } from '../../scripts/lib/build-docs.mjs';
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
 * The one app of the e2e run, exactly as `npm start` runs it (its docs site built beside its start),
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
    // The docs site the app serves at /docs/ builds while the app starts: the server looks for it
    // per request, and no test runs before both are done.
    const [baseUrl] = await Promise.all([atrium.ready, buildDocsIfStale()]);
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
