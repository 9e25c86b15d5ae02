import pg from 'pg';
import type { Logger } from 'pino';
import { cancelBackend } from './cancel-backend.js';
import { DatabaseUnreachableError } from './database-unreachable.js';
import { isCheckoutTimeout, PoolExhaustedError } from './pool-exhausted.js';
import { resetSession } from './session-reset.js';
import { timeStatements, type StatementTimer } from './statement-timer.js';

export interface PoolSettings {
  /**
   * Limit for every statement, so a runaway query is really cancelled: set as the session's
   * `statement_timeout`, and kept by the API's own timer, which the SQL cannot lift.
   */
  readonly statementTimeoutMs: number;
  /** Connections at most (`ATRIUM_DB_POOL_SIZE`; default 10). */
  readonly max?: number;
}

/** How long a request waits for a free connection before it is answered 503 `pool_exhausted`. */
export const CHECKOUT_TIMEOUT_MS = 5_000;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool whose connections always come back clean. Every checkout, `pool.query()` included (it
 * checks out through `connect()`), gets a `release()` that first resets the session (see
 * `resetSession`) and only then returns the connection; a connection that cannot be reset is
 * destroyed. The reset runs after the caller has its answer, so it adds no latency to a request;
 * the connection is simply not lent out again until it is clean. No route can forget to do it.
 * Every statement of a checkout is timed by the API (`timeStatements`): one that runs past the
 * statement limit is cancelled even if it lifted `statement_timeout`, and its connection is
 * destroyed rather than reused (a late cancel must never hit the next checkout's statement).
 * A connection that cannot be opened fails the checkout with `DatabaseUnreachableError` (503).
 */
export class CleanPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly statementLimitMs: number,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkout = super.connect().then(
      (client) => withResettingRelease(this, client, this.statementLimitMs),
      (error: unknown) => {
        throw isCheckoutTimeout(error)
          ? new PoolExhaustedError(this.options.max, CHECKOUT_TIMEOUT_MS)
          : new DatabaseUnreachableError(error);
      },
    );
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }
}

/** The statement timer of each lent-out connection, for `withoutStatementLimit`. */
const timers = new WeakMap<pg.ClientBase, StatementTimer>();

/**
 * Stops timing the rest of this checkout's statements. Only for a statement the API builds
 * itself and bounds another way (a CSV export ends with its client, an import with its upload's
 * stall timer), never for SQL a member wrote: that is what the limit is for.
 */
export function withoutStatementLimit(client: pg.PoolClient): void {
  timers.get(client)?.stop();
}

function withResettingRelease(
  pool: pg.Pool,
  client: pg.PoolClient,
  statementLimitMs: number,
): pg.PoolClient {
  // pg-pool listens for 'error' on idle connections only: Postgres going away (a crash, a restart)
  // while this one is lent out would be an unhandled 'error' that ends the process. The caller's
  // query fails instead (503), and the broken connection is dropped when it comes back.
  const ignoreBrokenConnection = () => undefined;
  client.on('error', ignoreBrokenConnection);
  const timer = timeStatements(client, statementLimitMs, () => cancelBackend(pool, client));
  timers.set(client, timer);
  const returnToPool = client.release;
  const giveBack = (destroy?: Error | boolean) => {
    client.removeListener('error', ignoreBrokenConnection);
    returnToPool(destroy);
  };
  let released = false;
  client.release = (destroy?: Error | boolean) => {
    // The same guard as pg-pool's own: a second release is a bug in the caller, said at once.
    if (released) throw new Error('Release called on a client that was already released');
    released = true;
    timer.stop();
    const { cancelled } = timer;
    if (cancelled) return void cancelled.then(() => giveBack(true));
    if (destroy) return giveBack(destroy);
    resetSession(client).then(
      () => giveBack(),
      (error: Error) => giveBack(error),
    );
  };
  return client;
}

/**
 * A pool whose broken connections never crash the process: when Postgres goes away, idle clients
 * emit 'error', which we log; the next checkout simply fails (503) until it comes back.
 */
export function createPool(
  connectionString: string,
  settings: PoolSettings,
  log: Logger,
): CleanPool {
  const pool = new CleanPool(
    {
      connectionString,
      max: settings.max ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
      statement_timeout: settings.statementTimeoutMs,
      application_name: 'atrium',
    },
    settings.statementTimeoutMs,
  );
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection failed'));
  return pool;
}
