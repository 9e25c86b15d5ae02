import type pg from 'pg';
import type { EndEvent, ErrorEvent, TypesEvent } from '@atrium/common/sql-script';
import { apiErrorFromPg } from '../postgres/pg-error.js';
import type { AnswerLimits } from './capped-query.js';
import { deferred } from './deferred.js';
import { LineStream } from './line-stream.js';
import { impersonationPrelude, QUERY_STALL_MS, type Impersonation } from './run-query.js';
import { streamScript } from './script-query.js';
import { withClient } from './with-client.js';

export interface ScriptRequest {
  /** One or more statements; every result set is answered. */
  readonly sql: string;
  readonly impersonate?: Impersonation;
  /** How many rows (and bytes of them) the whole answer holds at most. */
  readonly limits: AnswerLimits;
  /** Aborts when the HTTP client goes away: the running statement is then cancelled. */
  readonly signal: AbortSignal;
  /**
   * The connection's `application_name` while the script runs, by which it can be cancelled from
   * another request (the pool's reset puts the connection's own back).
   */
  readonly applicationName?: string;
}

/** The names of the column types `typeIds` holds, read with `format_type`. */
const TYPE_NAMES = `SELECT t.oid::text AS oid, format_type(t.oid, NULL) AS name
  FROM unnest($1::oid[]) AS t(oid)`;

async function typeNames(client: pg.ClientBase, typeIds: ReadonlySet<number>): Promise<TypesEvent> {
  const names: Record<string, string> = {};
  if (typeIds.size > 0) {
    const { rows } = await client.query<{ oid: string; name: string }>(TYPE_NAMES, [[...typeIds]]);
    for (const { oid, name } of rows) names[oid] = name;
  }
  return { kind: 'types', names };
}

/** A failure as the answer's last line: Postgres's own words and position, in the API's shape. */
function errorEvent(error: unknown): ErrorEvent {
  const known = apiErrorFromPg(error)?.toBody().error;
  return {
    kind: 'error',
    error: known ?? { message: 'Internal server error', code: 'internal_error' },
  };
}

/**
 * Runs a member's script on one pooled connection and answers every result set as
 * newline-delimited JSON (`@atrium/common/sql-script`), streamed as Postgres sends it. Resolves
 * once a connection is lent (so a busy pool is refused with its own error, before any answer);
 * from then on the body tells everything, a failure included, in its last line. As with
 * `runQuery`, the pool resets whatever the script did to its session, and a client that goes away
 * (or stops reading for `QUERY_STALL_MS`) cancels the running statement.
 */
export async function runScript(
  pool: pg.Pool,
  request: ScriptRequest,
): Promise<ReadableStream<Uint8Array>> {
  const lines = new LineStream(QUERY_STALL_MS);
  const lent = deferred<void>();
  const typeIds = new Set<number>();
  void withClient(pool, AbortSignal.any([request.signal, lines.stopped]), async (client) => {
    lent.resolve();
    const started = performance.now();
    try {
      if (request.applicationName !== undefined) {
        await client.query("SELECT set_config('application_name', $1, false)", [
          request.applicationName,
        ]);
      }
      if (request.impersonate) await client.query(impersonationPrelude(request.impersonate));
      await streamScript(client, request.sql, request.limits, lines, typeIds);
      if (request.impersonate) await client.query('COMMIT');
    } catch (error) {
      // A failed script's transaction is over: the type names are read outside it.
      await client.query('ROLLBACK').catch(() => undefined);
      await typeNames(client, typeIds).then(
        (types) => lines.write(JSON.stringify(types)),
        () => undefined,
      );
      lines.end(JSON.stringify(errorEvent(error)));
      throw error;
    }
    const end: EndEvent = { kind: 'end', duration_ms: Math.round(performance.now() - started) };
    lines.write(JSON.stringify(await typeNames(client, typeIds)));
    lines.end(JSON.stringify(end));
  }).catch((error: unknown) => {
    lent.reject(error); // no effect once lent: the body has told the client already
    lines.end(JSON.stringify(errorEvent(error)));
  });
  await lent.promise;
  return lines.body;
}
