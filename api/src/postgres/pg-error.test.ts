import { describe, expect, it } from 'vitest';
import { PoolExhaustedError } from '../db/pool-exhausted.js';
import { apiErrorFromPg, statusForSqlState } from './pg-error.js';

describe('statusForSqlState', () => {
  it.each([
    ['42601', 400], // syntax_error
    ['22P02', 400], // invalid_text_representation
    ['42P01', 404], // undefined_table
    ['42703', 404], // undefined_column
    ['42883', 404], // undefined_function
    ['3F000', 404], // invalid_schema_name
    ['23505', 409], // unique_violation
    ['42P07', 409], // duplicate_table
    ['42P06', 409], // duplicate_schema
    ['2BP01', 409], // dependent_objects_still_exist
    ['42501', 403], // insufficient_privilege
    ['57014', 504], // query_canceled (statement timeout)
    ['08006', 503], // connection_failure
    ['57P01', 503], // admin_shutdown
    ['57P03', 503], // cannot_connect_now
    ['XX000', 500], // internal_error
  ] as const)('%s is %i', (state, status) => {
    expect(statusForSqlState(state)).toBe(status);
  });
});

describe('apiErrorFromPg', () => {
  it('keeps message, code and position', () => {
    const error = apiErrorFromPg({ code: '42601', message: 'syntax error', position: '8' });
    expect(error?.status).toBe(400);
    expect(error?.toBody()).toEqual({
      error: { message: 'syntax error', code: '42601', position: 8 },
    });
  });

  it('answers 400 for a missing operator, which is a type mismatch, and 404 for a missing function', () => {
    const operator = apiErrorFromPg({
      code: '42883',
      message: 'operator does not exist: json = unknown',
    });
    expect(operator?.status).toBe(400);
    const fn = apiErrorFromPg({ code: '42883', message: 'function nope() does not exist' });
    expect(fn?.status).toBe(404);
  });

  it('maps a refused connection to 503', () => {
    const error = apiErrorFromPg(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    expect(error?.status).toBe(503);
    expect(error?.message).toContain('not reachable');
  });

  it('maps a connection dropped mid-query to 503', () => {
    expect(apiErrorFromPg(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
  });

  it('maps a pool with no free connection to 503 pool_exhausted, not to an outage', () => {
    const error = apiErrorFromPg(new PoolExhaustedError(10, 5000));
    expect(error?.status).toBe(503);
    expect(error?.code).toBe('pool_exhausted');
    expect(error?.message).toBe(
      'All 10 database connections are busy running other queries. Try again in a few seconds.',
    );
  });

  it('leaves errors that are not from Postgres alone', () => {
    expect(apiErrorFromPg(new Error('boom'))).toBeUndefined();
    expect(apiErrorFromPg({ code: 'ERR_SOMETHING' })).toBeUndefined();
  });
});
