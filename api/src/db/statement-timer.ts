import type { EventEmitter } from 'node:events';
import type pg from 'pg';

/** What pg keeps per client that the timer reads: its protocol connection and running query. */
interface ClientInternals {
  connection: EventEmitter;
  _getActiveQuery(): unknown;
}

/** The words Postgres uses for its own statement timeout, so both limits read the same. */
const TIMEOUT_MESSAGE = 'canceling statement due to statement timeout';

export interface StatementTimer {
  /** Settles when every cancel the timer sent is done; undefined when it never fired. */
  readonly cancelled: Promise<void> | undefined;
  /** Stops watching the client (it is going back to the pool or away). */
  stop(): void;
}

/**
 * Times every statement `client` runs, from the API's side: when one runs past `limitMs`, `cancel`
 * is called (a `pg_cancel_backend` from another connection). Postgres's own `statement_timeout`
 * is a session setting the statement itself may lift (`SET statement_timeout = 0`); this timer is
 * out of the SQL's reach. A statement runs from the query call (or, when queued, from the end of
 * the one before) until Postgres is ready for the next (`ReadyForQuery`), so a script sent as one
 * simple query is timed as a whole.
 */
export function timeStatements(
  client: pg.ClientBase,
  limitMs: number,
  cancel: () => Promise<void>,
): StatementTimer {
  const internals = client as unknown as ClientInternals;
  const connection = internals.connection;
  let timer: NodeJS.Timeout | undefined;
  /** The query the timer runs for: only that one, still running, is ever cancelled. */
  let timed: unknown;
  let cancelled: Promise<void> | undefined;
  /**
   * Set by `stop()`. The checkout may end inside pg's handling of a ReadyForQuery (a callback
   * query releases its client there, and the reset's first query starts): the event still reaches
   * this watcher's listener, which must not time the next checkout's work.
   */
  let stopped = false;
  const fire = () => {
    timer = undefined;
    // A query that failed before reaching Postgres gets no ReadyForQuery: nothing of this
    // checkout is then running, and a cancel could only hit a later statement.
    if (stopped || internals._getActiveQuery() !== timed) return;
    const sent = cancel();
    cancelled = cancelled ? Promise.all([cancelled, sent]).then(() => undefined) : sent;
  };
  const arm = () => {
    if (stopped || timer) return;
    timed = internals._getActiveQuery();
    if (timed) timer = setTimeout(fire, limitMs);
  };
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const query = client.query;
  const ownQuery = Object.hasOwn(client, 'query');
  client.query = function (this: pg.ClientBase, ...args: unknown[]) {
    // pg starts the query at once when the connection is idle; a queued one is armed when the
    // one before it ends (onReady).
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    arm();
    return result;
  } as typeof client.query;

  // pg's own listener runs first and starts the next queued query, if any: time that one afresh.
  const onReady = () => {
    disarm();
    arm();
  };
  // Before pg's own listener, so the error the caller gets says why it was cancelled.
  const onError = (message: { code?: string; message: string }) => {
    if (cancelled && message.code === '57014') message.message = TIMEOUT_MESSAGE;
  };
  connection.on('readyForQuery', onReady);
  connection.prependListener('errorMessage', onError);

  return {
    get cancelled() {
      return cancelled;
    },
    stop() {
      stopped = true;
      disarm();
      connection.off('readyForQuery', onReady);
      connection.off('errorMessage', onError);
      if (ownQuery) client.query = query;
      else delete (client as Partial<pg.ClientBase>).query;
    },
  };
}
