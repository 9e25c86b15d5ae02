import type pg from 'pg';
import { quoteIdent, quoteLiteral } from '../sql/quote.js';
import { queryCapped, type CappedRows } from './capped-query.js';
import { withClient } from './with-client.js';

export interface Impersonation {
  /** The database role the statements run as (RLS applies to it). */
  readonly role: string;
  /** JWT claims exposed to policies through `request.jwt.claims` (`auth.uid()`, `auth.jwt()`). */
  readonly claims?: Record<string, unknown>;
}

export interface QueryRequest {
  /** One or more statements; the rows of the last one are returned. */
  readonly sql: string;
  readonly impersonate?: Impersonation;
  /** Most rows answered (`ATRIUM_QUERY_ROW_LIMIT`); 0 for no limit. */
  readonly rowLimit?: number;
  /** Aborts when the HTTP client goes away: the statement is then cancelled. */
  readonly signal?: AbortSignal;
}

/** The statements that start an impersonated transaction. Pure, so it is unit-tested. */
export function impersonationPrelude({ role, claims }: Impersonation): string {
  const jwt = JSON.stringify({ role, ...claims });
  return [
    'BEGIN',
    `SET LOCAL ROLE ${quoteIdent(role)}`,
    `SELECT set_config('request.jwt.claims', ${quoteLiteral(jwt)}, true)`,
  ].join('; ');
}

/**
 * Runs SQL on one pooled connection. Several statements are allowed (simple query protocol, so no
 * bound parameters here: this endpoint's input is SQL by definition). Whatever the script did to
 * its session (an open transaction, `SET ROLE`, settings, locks, temporary tables), the pool resets
 * the connection before anyone else gets it (`CleanPool`); a client that goes away cancels it.
 */
export function runQuery(pool: pg.Pool, request: QueryRequest): Promise<CappedRows> {
  return withClient(pool, request.signal, async (client) => {
    if (request.impersonate) await client.query(impersonationPrelude(request.impersonate));
    const result = await queryCapped(client, request.sql, request.rowLimit ?? 0);
    if (request.impersonate) await client.query('COMMIT');
    return result;
  });
}
