import type pg from 'pg';
import { quoteIdent, quoteLiteral } from '../sql/quote.js';
import { countStatements } from '../sql/statement-count.js';
import { AnswerStream, type Answer } from './answer-stream.js';
import { streamQuery, type AnswerLimits } from './capped-query.js';
import { withClient } from './with-client.js';

/**
 * An answer up to this long (in characters) is held back until it is complete, so it gets an
 * exact status and headers; a longer one is streamed from here on.
 */
export const FIRST_BATCH_CHARS = 1024 * 1024;
/**
 * A client that reads nothing of a streamed answer for this long is given up on and its statement
 * cancelled: while it does not read, the API reads nothing from Postgres, and the statement keeps
 * its connection (even once its statement timeout fired: the error waits behind unread rows).
 */
export const QUERY_STALL_MS = 60_000;

export interface Impersonation {
  /** The database role the statements run as (RLS applies to it). */
  readonly role: string;
  /** JWT claims exposed to policies through `request.jwt.claims` (`auth.uid()`, `auth.jwt()`). */
  readonly claims?: Record<string, unknown>;
  /** In a read-only transaction: every write is refused by Postgres, in its own words. */
  readonly readOnly?: boolean;
}

export interface QueryRequest {
  /** One or more statements; the rows of the last one are returned. */
  readonly sql: string;
  readonly impersonate?: Impersonation;
  /** How much of the last statement's rows is answered. */
  readonly limits: AnswerLimits;
  /** Aborts when the HTTP client goes away: the statement is then cancelled. */
  readonly signal?: AbortSignal;
}

/** The statements that start an impersonated transaction. Pure, so it is unit-tested. */
export function impersonationPrelude({ role, claims, readOnly }: Impersonation): string {
  const jwt = JSON.stringify({ role, ...claims });
  return [
    readOnly ? 'BEGIN READ ONLY' : 'BEGIN',
    `SET LOCAL ROLE ${quoteIdent(role)}`,
    `SELECT set_config('request.jwt.claims', ${quoteLiteral(jwt)}, true)`,
  ].join('; ');
}

/**
 * Runs SQL on one pooled connection and answers the rows of its last statement as a JSON array,
 * streamed as Postgres sends them. Several statements are allowed (simple query protocol, so no
 * bound parameters here: this endpoint's input is SQL by definition). Whatever the script did to
 * its session (an open transaction, `SET ROLE`, settings, locks, temporary tables), the pool resets
 * the connection before anyone else gets it (`CleanPool`); a client that goes away cancels it.
 *
 * Resolves once the answer's first batch is known; the connection is held until the script is
 * done, which `Answer.finished` reports for a streamed answer.
 */
export async function runQuery(pool: pg.Pool, request: QueryRequest): Promise<Answer> {
  const statements = await countStatements(request.sql);
  const answer = new AnswerStream(FIRST_BATCH_CHARS, QUERY_STALL_MS);
  const stop = request.signal ? AbortSignal.any([request.signal, answer.stalled]) : answer.stalled;
  void withClient(pool, stop, async (client) => {
    if (request.impersonate) await client.query(impersonationPrelude(request.impersonate));
    const last = Math.max((statements ?? 1) - 1, 0);
    const cut = await streamQuery(client, request.sql, last, request.limits, answer);
    if (request.impersonate) await client.query('COMMIT');
    return cut;
  }).then(
    (cut) => answer.end(cut),
    (error: unknown) => answer.fail(error),
  );
  return answer.head;
}
