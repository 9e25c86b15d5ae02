import { describe, expect, it } from 'vitest';
import { impersonationPrelude } from './run-query.js';

describe('impersonationPrelude', () => {
  it('opens a transaction, sets the role locally and exposes the claims', () => {
    expect(impersonationPrelude({ role: 'authenticated', claims: { sub: 'u1' } })).toBe(
      `BEGIN; SET LOCAL ROLE "authenticated"; ` +
        `SELECT set_config('request.jwt.claims', '{"role":"authenticated","sub":"u1"}', true)`,
    );
  });

  it('opens a read-only transaction for a read-only run', () => {
    expect(impersonationPrelude({ role: 'atrium_read_only', readOnly: true })).toBe(
      `BEGIN READ ONLY; SET LOCAL ROLE "atrium_read_only"; ` +
        `SELECT set_config('request.jwt.claims', '{"role":"atrium_read_only"}', true)`,
    );
  });

  it('quotes hostile roles and claims so they stay data', () => {
    const sql = impersonationPrelude({
      role: 'x"; DROP TABLE t; --',
      claims: { sub: "'); DROP TABLE t; --" },
    });
    expect(sql).toContain(`SET LOCAL ROLE "x""; DROP TABLE t; --"`);
    // The JSON escape of the quote holds a backslash, so the literal takes the E'' form.
    expect(sql).toContain(`E'{"role":"x\\\\"; DROP TABLE t; --","sub":"''); DROP TABLE t; --"}'`);
  });
});
