import { describe, expect, it } from 'vitest';
import { idParam, MAX_ID } from './id-param.js';
import { pagingQuery } from './list-params.js';

describe('idParam', () => {
  it('reads plain decimal ids', () => {
    expect(idParam.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
  });

  it('reads every oid, past int: up to 2^32-1', () => {
    expect(MAX_ID).toBe(4294967295);
    expect(idParam.parse({ id: '2147483648' })).toEqual({ id: 2147483648 });
    expect(idParam.parse({ id: '4294967295' })).toEqual({ id: 4294967295 });
  });

  it.each(['0x10', '1e4', ' 16', '16 ', '16.0', '+16', '-16', '016', '0', '', '1_000', '0b1'])(
    'refuses %j, which Number() would read as some id',
    (id) => {
      expect(idParam.safeParse({ id }).success).toBe(false);
    },
  );

  it('refuses ids past the oid range', () => {
    expect(idParam.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
    expect(idParam.safeParse({ id: '99999999999999999999' }).success).toBe(false);
  });
});

describe('pagingQuery', () => {
  it('reads decimal limit and offset, and refuses other spellings', () => {
    expect(pagingQuery.parse({ limit: '10', offset: '0' })).toEqual({ limit: 10, offset: 0 });
    for (const limit of ['1e2', '0x10', '10.0', ' 10']) {
      expect(pagingQuery.safeParse({ limit }).success, limit).toBe(false);
    }
  });
});
