import pg from 'pg';
import type { Logger } from 'pino';
import { DatabaseUnreachableError } from '../db/database-unreachable.js';
import type { CleanPool } from '../db/pool.js';
import { ApiError } from '../http/api-error.js';
import type { SecretBox } from '../platform/index.js';
import { resetRolePassword } from '../postgres/owner-role.js';
import { withPinnedSearchPath } from '../postgres/pinned-search-path.js';
import { newRolePassword } from './bootstrap-owner-role.js';

/** Postgres's `invalid_password`: the role's password is not the one Atrium keeps. */
const INVALID_PASSWORD = '28P01';

/** The SQLSTATE of a failed checkout: the pool wraps a connection it cannot open (503). */
const sqlStateOf = (error: unknown): unknown =>
  ((error instanceof DatabaseUnreachableError ? error.cause : error) as { code?: unknown } | null)
    ?.code;

/** Where Atrium may reset a project role's password: its server, as a role that may alter it. */
export interface ResettableRole {
  /** A URL on the project's server as a superuser (or a role with `CREATEROLE`). */
  readonly serverUrl: string;
  /** The only role this may reset: the project's own. */
  readonly role: string;
}

export interface LostPasswordDependencies {
  readonly platform: Pick<pg.Pool, 'query'>;
  readonly secrets: SecretBox;
  /** The project's resettable role, or undefined when its role is not Atrium's to manage. */
  readonly resettableRole: (ref: string) => ResettableRole | undefined;
  /** Lets go of the project's pool on this instance, so the next request reads its row again. */
  readonly forget: (ref: string) => Promise<void>;
  readonly log: Logger;
}

/**
 * Atrium's way back into a project whose role's password a member changed (`ALTER ROLE
 * current_user PASSWORD ...` through the SQL editor, then `psql` with it): refusing the statement
 * cannot work, since any function or `DO` block can run it. So when a new connection is refused
 * for its password, the role gets a new random one, set by the project's server role, stored
 * encrypted like every connection string; the request that met the refusal is answered 503
 * `project_password_reset`, saying what happened, and the next one connects.
 */
export class LostPasswordRecovery {
  private readonly running = new Map<string, Promise<ApiError>>();

  constructor(private readonly deps: LostPasswordDependencies) {}

  /** `pool`, whose checkouts that fail for the password recover before they fail. */
  watch(pool: CleanPool, ref: string, connectionString: string): CleanPool {
    const checkout = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const recovering = () =>
      checkout().catch(async (error: unknown) => {
        if (sqlStateOf(error) !== INVALID_PASSWORD) throw error;
        throw await this.recover(ref, connectionString);
      });
    pool.connect = ((callback?: (e?: Error, c?: pg.PoolClient, done?: () => void) => void) => {
      if (!callback) return recovering();
      recovering().then(
        (client) => callback(undefined, client, client.release),
        (error: Error) => callback(error, undefined, () => undefined),
      );
    }) as CleanPool['connect'];
    return pool;
  }

  /** One recovery per project at a time; it answers the error to give the request. */
  private recover(ref: string, refused: string): Promise<ApiError> {
    let running = this.running.get(ref);
    if (!running) {
      running = this.resetPassword(ref, refused).finally(() => this.running.delete(ref));
      this.running.set(ref, running);
    }
    return running;
  }

  private async resetPassword(ref: string, refused: string): Promise<ApiError> {
    const { platform, secrets, log } = this.deps;
    const { rows } = await platform.query<{ sealed: string | null }>(
      'SELECT connection_string_encrypted AS sealed FROM projects WHERE ref = $1',
      [ref],
    );
    const sealed = rows[0]?.sealed;
    const stored = sealed ? secrets.decrypt(sealed) : undefined;
    await this.deps.forget(ref);
    if (stored !== refused) {
      // Another instance reset it already: the stored string is newer than this pool's.
      return new ApiError(
        503,
        "The project's database password was just renewed: try again",
        'project_password_reset',
      );
    }
    const url = new URL(stored);
    const role = decodeURIComponent(url.username);
    const resettable = this.deps.resettableRole(ref);
    if (!resettable || resettable.role !== role) {
      log.error({ project: ref }, "the project's database role refused Atrium's password");
      return new ApiError(
        503,
        "The project's database role no longer accepts the password Atrium was given (it was changed with ALTER ROLE ... PASSWORD): give Atrium the new one (DATABASE_URL)",
        'project_password_changed',
      );
    }
    const password = newRolePassword();
    const server = new pg.Client({ connectionString: withPinnedSearchPath(resettable.serverUrl) });
    await server.connect();
    try {
      await resetRolePassword(server, role, password);
    } finally {
      await server.end().catch(() => undefined);
    }
    url.password = encodeURIComponent(password);
    await platform.query(
      `UPDATE projects SET connection_string_encrypted = $2, updated_at = now()
        WHERE ref = $1 AND connection_string_encrypted = $3`,
      [ref, secrets.encrypt(url.toString()), sealed],
    );
    log.warn({ project: ref }, "the project's role password was changed in SQL; Atrium reset it");
    return new ApiError(
      503,
      "The project's database role had its password changed (ALTER ROLE ... PASSWORD), which locked Atrium out. Atrium has given it a new password of its own: try again.",
      'project_password_reset',
    );
  }
}
