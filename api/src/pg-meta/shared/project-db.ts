import type pg from 'pg';
import { openCopyOut } from '../../db/copy-out.js';
import type { Answer } from '../../db/answer-stream.js';
import { runQuery, type QueryRequest } from '../../db/run-query.js';
import { runScript, type ScriptRequest } from '../../db/run-script.js';
import { withClient } from '../../db/with-client.js';
import { ApiError } from '../../http/api-error.js';
import type { Project } from '../../projects/index.js';
import { runMutation, type Mutation } from './mutation.js';
import type { BoundQuery } from './sql-params.js';
import { transactionOn } from '../../db/transaction.js';

/** What a route's context (`c`) gives the handle: the project and the raw request. */
export interface RequestScope {
  get(key: 'project'): Project;
  readonly req: { readonly raw: Request };
}

/**
 * A request's project database, the only way routes reach it. Every connection it lends is
 * cancelled when the request's client goes away (`c.req.raw.signal`): the running statement is
 * stopped on the server and its connection destroyed, rather than finishing for nobody. The
 * handle is not itself a client, so a mutation's steps cannot look anything up outside their
 * transaction: the client they are handed is the only one in reach.
 */
export interface ProjectDb {
  /** The rows one bound query answers. */
  rows<Row extends pg.QueryResultRow>(query: BoundQuery): Promise<Row[]>;
  /** Lends one connection to `work`, for reads that take more than one statement. */
  read<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** `read` inside a transaction that `opening` starts (as an impersonated role, say). */
  readInTransaction<T>(opening: string, work: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
  /** A member's SQL, its answer streamed (`runQuery`), cancelled when the client goes away. */
  runSql(request: Omit<QueryRequest, 'signal'>): Promise<Answer>;
  /** A member's script, every result set streamed (`runScript`), cancelled when the client goes away. */
  runScript(request: Omit<ScriptRequest, 'signal'>): Promise<ReadableStream<Uint8Array>>;
  /** `COPY ... TO STDOUT` as a web stream, in a transaction `opening` starts (`openCopyOut`). */
  copyOut(copySql: string, opening: string): Promise<ReadableStream<Uint8Array>>;
  /** Runs a change's steps in one transaction: find, refuse protected schemas, change, read back. */
  mutate<Target, Changed, Result = Changed>(
    mutation: Mutation<Target, Changed, Result>,
  ): Promise<Result>;
}

/** The handle for this request's project. */
export function projectDb(c: RequestScope): ProjectDb {
  const pool = c.get('project').pool;
  const signal = c.req.raw.signal;
  const read = <T>(work: (client: pg.PoolClient) => Promise<T>) => lend(pool, signal, work);
  return {
    read,
    rows: async <Row extends pg.QueryResultRow>(query: BoundQuery) =>
      read(async (client) => (await client.query<Row>(query.text, [...query.values])).rows),
    readInTransaction: (opening, work) => read((client) => transactionOn(client, work, opening)),
    runSql: (request) => runQuery(pool, { ...request, signal }),
    runScript: (request) => runScript(pool, { ...request, signal }),
    // The stream outlives the handler: it watches its own reader going away (see `openCopyOut`).
    copyOut: (copySql, opening) => openCopyOut(pool, copySql, opening),
    mutate: (mutation) =>
      lend(pool, signal, (connection) =>
        transactionOn(connection, (tx) => runMutation(tx, mutation), mutation.opening),
      ),
  };
}

/**
 * `withClient`, except for our own refusals (403, 404, 400, 408): they leave the connection sound
 * (a transaction is rolled back by then), so they are handed out of `withClient` as values and the
 * connection goes back to the pool (reset) instead of being destroyed as after a broken socket.
 */
async function lend<T>(
  pool: pg.Pool,
  signal: AbortSignal,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const outcome = await withClient(pool, signal, async (client) => {
    try {
      return { value: await work(client) };
    } catch (error) {
      if (error instanceof ApiError) return { refused: error };
      throw error;
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}
