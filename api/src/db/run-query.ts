import type pg from 'pg';
import { quoteIdent, quoteLiteral } from '../sql/quote.js';

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
 * bound parameters here: this endpoint's input is SQL by definition). Whatever happens, the
 * connection goes back to the pool outside any transaction, so a script that opened one and
 * failed, or never committed, cannot leak locks or half-done work into the next request.
 */
export async function runQuery(pool: pg.Pool, request: QueryRequest): Promise<unknown[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    if (request.impersonate) await client.query(impersonationPrelude(request.impersonate));
    const result = (await client.query(request.sql)) as pg.QueryResult | pg.QueryResult[];
    if (request.impersonate) await client.query('COMMIT');
    const last = Array.isArray(result) ? result.at(-1) : result;
    return last?.rows ?? [];
  } catch (error) {
    broken = !isServerError(error);
    throw error;
  } finally {
    if (!broken && transactionStatus(client) !== 'I') {
      await client.query('ROLLBACK').catch(() => (broken = true));
    }
    client.release(broken);
  }
}

/** 'I' idle, 'T' in a transaction, 'E' in a failed transaction (pg tracks ReadyForQuery). */
function transactionStatus(client: pg.PoolClient): string | null {
  return (client as unknown as { getTransactionStatus(): string | null }).getTransactionStatus();
}

/** An error Postgres reported (the connection is still fine), as opposed to a dead socket. */
const isServerError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'severity' in error;
