import { createLogger, loadConfig, startAtrium, type RunningAtrium } from '@atrium/api';
import { fileURLToPath } from 'node:url';
import { forgetToken, rememberToken } from './instance-tokens.js';
import { OWNER_ENV, bearer, ownerToken } from './owner.js';
import { makeStateDir, removeStateDir } from './temp-state.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface TestInstance {
  readonly atrium: RunningAtrium;
  readonly stateDir: string;
  /** The default project's database, for checking what the API really did. */
  readonly projectDbUrl: string;
  /** The owner's personal access token, when the instance started with an owner. */
  readonly token: string | undefined;
  /** `Authorization` as the owner (empty without one): spread it into a request's headers. */
  readonly auth: Record<string, string>;
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** Start with the owner of `OWNER_ENV` (or of `env`'s own `ATRIUM_ADMIN_*`); default true. */
  readonly owner?: boolean;
}

/**
 * An Atrium instance in-process: its own embedded Postgres in a temporary folder, the API on a
 * free port, and its owner signed in. The timeout is short so timeout tests stay quick.
 */
export async function startTestInstance(
  label: string,
  env: Record<string, string> = {},
  { owner = true }: InstanceOptions = {},
): Promise<TestInstance> {
  const stateDir = await makeStateDir(label);
  const fullEnv: Record<string, string> = {
    PORT: '0',
    ATRIUM_DATA_DIR: stateDir,
    ATRIUM_STATEMENT_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'silent',
    ...(owner ? OWNER_ENV : {}),
    ...env,
  };
  const config = loadConfig(fullEnv, REPO_ROOT);
  const atrium = await startAtrium(config, createLogger(config.logLevel));
  const close = async () => {
    forgetToken(atrium.url);
    await atrium.stop();
    await removeStateDir(stateDir);
  };
  let token: string | undefined;
  try {
    token = config.owner ? await ownerToken(atrium.url, config.owner) : undefined;
    if (token) rememberToken(atrium.url, token);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    atrium,
    stateDir,
    projectDbUrl: env.DATABASE_URL ?? atrium.cluster!.connectionString('postgres'),
    token,
    auth: token ? bearer(token) : {},
    close,
  };
}
