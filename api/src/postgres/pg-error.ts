import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DatabaseUnreachableError } from '../db/database-unreachable.js';
import { PoolExhaustedError } from '../db/pool-exhausted.js';
import { ApiError } from '../http/api-error.js';
import { withoutServerPaths } from './server-paths.js';

/** Node's socket errors that mean "the database is not there right now". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** SQLSTATEs for objects that do not exist: the HTTP equivalent is 404. */
const UNDEFINED_OBJECT_STATES = new Set([
  '42P01', // undefined_table
  '42703', // undefined_column
  '42704', // undefined_object
  '42883', // undefined_function
  '3F000', // invalid_schema_name
  '3D000', // invalid_catalog_name
  '42P02', // undefined_parameter
  '58P01', // undefined_file (an extension that is not installed, a file that is not there)
]);

/** SQLSTATEs for a request that conflicts with what exists: the HTTP equivalent is 409. */
const CONFLICT_STATES = new Set([
  '23505', // unique_violation
  '23503', // foreign_key_violation
  '2BP01', // dependent_objects_still_exist (drop without cascade)
  '42701', // duplicate_column
  '42710', // duplicate_object
  '42712', // duplicate_alias
  '42723', // duplicate_function
  '42P04', // duplicate_database
  '42P06', // duplicate_schema
  '42P07', // duplicate_table
]);

/**
 * The HTTP status for a SQLSTATE. Class 08, class 28 (the server refused the connection's login),
 * too many connections and the shutdown codes of class 57 mean the database cannot serve this
 * connection, which the client cannot fix by changing its request.
 */
export function statusForSqlState(sqlState: string): ContentfulStatusCode {
  if (UNDEFINED_OBJECT_STATES.has(sqlState)) return 404;
  if (CONFLICT_STATES.has(sqlState)) return 409;
  if (sqlState === '42501') return 403;
  if (sqlState === '57014') return 504;
  if (
    sqlState.startsWith('08') ||
    sqlState.startsWith('28') ||
    ['57P01', '57P02', '57P03', '53300'].includes(sqlState)
  ) {
    return 503;
  }
  if (sqlState.startsWith('XX') || sqlState.startsWith('58')) return 500;
  return 400;
}

/**
 * 42883 is both "function does not exist" (a missing object: 404) and "operator does not exist",
 * which means the request compared values of types that cannot be compared: a bad request.
 */
const isMissingOperator = (error: PgLikeError) =>
  error.code === '42883' && /^operator does not exist/.test(error.message ?? '');

interface PgLikeError {
  code?: string;
  message?: string;
  position?: string;
  detail?: string;
  hint?: string;
}

const isPgLikeError = (error: unknown): error is PgLikeError =>
  typeof error === 'object' && error !== null && 'code' in error;

/** Turns an error thrown by `pg` into the API's error, or returns undefined if it is not one. */
export function apiErrorFromPg(error: unknown): ApiError | undefined {
  if (error instanceof PoolExhaustedError) return poolExhausted(error);
  if (error instanceof DatabaseUnreachableError) return databaseUnavailable();
  if (!isPgLikeError(error) || typeof error.code !== 'string') {
    if (
      error instanceof Error &&
      /Connection terminated|connect ECONNREFUSED/.test(error.message)
    ) {
      return databaseUnavailable();
    }
    return undefined;
  }
  if (CONNECTION_ERROR_CODES.has(error.code)) return databaseUnavailable();
  if (!/^[0-9A-Z]{5}$/.test(error.code)) return undefined;

  const status = isMissingOperator(error) ? 400 : statusForSqlState(error.code);
  if (error.code === ADMIN_SHUTDOWN) return terminated();
  // Postgres's words here may name roles, databases and hosts: the client gets a safe message.
  if (status === 503) return databaseUnavailable(error.code);
  const safe = withoutServerPaths;
  const message =
    error.code === '57014'
      ? `Query canceled: ${error.message ?? 'statement timeout'}`
      : error.message;
  return new ApiError(status, safe(message ?? 'Database error'), error.code, {
    ...(error.position ? { position: Number(error.position) } : {}),
    ...(error.detail ? { detail: safe(error.detail) } : {}),
    ...(error.hint ? { hint: safe(error.hint) } : {}),
  });
}

/** `pg_terminate_backend`, or the server shutting down, ended the connection running the query. */
const ADMIN_SHUTDOWN = '57P01';

const terminated = () =>
  new ApiError(
    503,
    'The query was terminated by an administrator (pg_terminate_backend) or because the database is shutting down. Try again.',
    ADMIN_SHUTDOWN,
  );

export const databaseUnavailable = (code = 'database_unavailable') =>
  new ApiError(
    503,
    'The database is not reachable right now. It may be restarting; try again shortly.',
    code,
  );

/** Every connection is busy (long queries, or many at once): the database itself is fine. */
const poolExhausted = (error: PoolExhaustedError) =>
  new ApiError(
    503,
    `All ${error.max} database connections are busy running other queries. Try again in a few seconds.`,
    'pool_exhausted',
  );
