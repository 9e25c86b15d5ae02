import { describe, expect, it } from 'vitest';
import { countQuery, impersonation, rowsQuery } from './request-params.js';

describe('row request parameters', () => {
  it('defaults the page and lists repeated parameters', () => {
    expect(rowsQuery.parse({ filter: 'a:eq:1', sort: ['a:asc', 'b:desc'] })).toEqual({
      filter: ['a:eq:1'],
      sort: ['a:asc', 'b:desc'],
      limit: 100,
      offset: 0,
    });
  });

  it('keeps the limit within 1..1000', () => {
    expect(rowsQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(rowsQuery.safeParse({ limit: '1001' }).success).toBe(false);
    expect(rowsQuery.parse({ limit: '1000' }).limit).toBe(1000);
  });

  it('reads claims as a JSON object', () => {
    expect(countQuery.parse({ role: 'authenticated', claims: '{"sub":"u1"}' }).claims).toEqual({
      sub: 'u1',
    });
    expect(countQuery.safeParse({ claims: '[1]' }).success).toBe(false);
    expect(countQuery.safeParse({ claims: '{oops' }).success).toBe(false);
  });

  it('impersonates only when a role is given', () => {
    expect(impersonation({})).toBeUndefined();
    expect(impersonation({ role: 'anon', claims: { a: 1 } })).toEqual({
      role: 'anon',
      claims: { a: 1 },
    });
  });
});
