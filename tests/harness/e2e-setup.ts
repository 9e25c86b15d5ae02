import type { TestProject } from 'vitest/node';
import { freePort } from '../../api/src/postgres/free-port.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-account.js';
import { spawnAtrium } from './start-process.js';
import { makeStateDir, removeStateDir } from './temp-state.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The app exactly as `npm start` runs it, on a free port with its own data folder. */
export default async function setup(project: TestProject) {
  const stateDir = await makeStateDir('e2e');
  const atrium = spawnAtrium({
    PORT: String(await freePort()),
    ATRIUM_DATA_DIR: stateDir,
    ATRIUM_ADMIN_EMAIL: ADMIN_EMAIL,
    ATRIUM_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  try {
    project.provide('baseUrl', await atrium.ready);
  } catch (error) {
    await removeStateDir(stateDir);
    throw error;
  }
  return async () => {
    await atrium.stop();
    await removeStateDir(stateDir);
  };
}
