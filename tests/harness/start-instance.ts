import { createLogger, loadConfig, startAtrium, type RunningAtrium } from '@atrium/api';
import { DEFAULT_PROJECT_OWNER_ROLE } from '../../api/src/platform/default-project.js';
import { fileURLToPath } from 'node:url';
import { forgetToken, rememberToken } from './instance-tokens.js';
import { OWNER_ENV, bearer, ownerToken } from './owner.js';
import { TEST_PASSWORD_COST_ENV } from './password-cost.js';
import { makeStateDir, removeStateDir } from './temp-state.js';
import { skipDiskFlushes } from './throwaway-cluster.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface TestInstance {
  readonly atrium: RunningAtrium;
  readonly stateDir: string;
  /** The default project's database as Atrium's own role (a superuser on the embedded cluster). */
  readonly projectDbUrl: string;
  /**
   * The same database acting as the role members' SQL runs as (the embedded cluster's owner
   * role, `SET ROLE` at connection), so that what a test creates is the members' own.
   */
  readonly memberDbUrl: string;
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
    ...TEST_PASSWORD_COST_ENV,
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
    if (atrium.cluster) await skipDiskFlushes(atrium.cluster.connectionString('postgres'));
    token = config.owner ? await ownerToken(atrium.url, config.owner) : undefined;
    if (token) rememberToken(atrium.url, token);
  } catch (error) {
    await close();
    throw error;
  }
  const projectDbUrl = env.DATABASE_URL ?? atrium.cluster!.connectionString('postgres');
  return {
    atrium,
    stateDir,
    projectDbUrl,
    memberDbUrl: atrium.cluster ? actingAs(projectDbUrl, DEFAULT_PROJECT_OWNER_ROLE) : projectDbUrl,
    token,
    auth: token ? bearer(token) : {},
    close,
  };
}

/** `url`, whose sessions take `role` as soon as they connect (the login role must be its member). */
export function actingAs(url: string, role: string): string {
  const acting = new URL(url);
  acting.searchParams.set('options', `-c role=${role}`);
  return acting.toString();
}
