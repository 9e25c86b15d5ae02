import type { TestProject } from 'vitest/node';
import { freePort } from '../../api/src/postgres/free-port.js';
import { rememberedToken } from './instance-tokens.js';
import { spawnAtrium } from './start-process.js';
import { makeStateDir, removeStateDir } from './temp-state.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The app exactly as `npm start` runs it, on a free port with its own data folder, its owner
 * created from `ATRIUM_ADMIN_EMAIL`/`ATRIUM_ADMIN_PASSWORD` (`OWNER`). Pages open signed in
 * (`launchBrowser`); `api()` and `query()` call with the owner's personal token (`ownerToken`).
 */
export default async function setup(project: TestProject) {
  const stateDir = await makeStateDir('e2e');
  const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
  try {
    const baseUrl = await atrium.ready;
    project.provide('baseUrl', baseUrl);
    project.provide('ownerToken', rememberedToken(baseUrl)!);
  } catch (error) {
    await removeStateDir(stateDir);
    throw error;
  }
  return async () => {
    await atrium.stop();
    await removeStateDir(stateDir);
  };
}
