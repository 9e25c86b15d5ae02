import { createLogger, loadConfig, startAtrium, type RunningAtrium } from '@atrium/api';
import { fileURLToPath } from 'node:url';
import { makeStateDir, removeStateDir } from './temp-state.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface TestInstance {
  readonly atrium: RunningAtrium;
  readonly stateDir: string;
  /** The default project's database, for checking what the API really did. */
  readonly projectDbUrl: string;
  close(): Promise<void>;
}

/**
 * An Atrium instance in-process: its own embedded Postgres in a temporary folder, the API on a
 * free port. The timeout is short so timeout tests stay quick.
 */
export async function startTestInstance(
  label: string,
  env: Record<string, string> = {},
): Promise<TestInstance> {
  const stateDir = await makeStateDir(label);
  const config = loadConfig(
    {
      PORT: '0',
      ATRIUM_DATA_DIR: stateDir,
      ATRIUM_STATEMENT_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'silent',
      ...env,
    },
    REPO_ROOT,
  );
  const atrium = await startAtrium(config, createLogger(config.logLevel));
  return {
    atrium,
    stateDir,
    projectDbUrl: env.DATABASE_URL ?? atrium.cluster!.connectionString('postgres'),
    async close() {
      await atrium.stop();
      await removeStateDir(stateDir);
    },
  };
}
