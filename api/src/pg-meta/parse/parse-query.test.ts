import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { parseQuery } from './parse-query.js';

describe('parseQuery', () => {
  it('returns the PG15 parse tree of every statement', async () => {
    const tree = await parseQuery('select 1; drop table "x""y"');
    expect(tree.version).toBe(150001);
    expect(tree.stmts).toHaveLength(2);
    expect(JSON.stringify(tree.stmts[1])).toContain('x\\"y');
  });

  it('turns a syntax error into a 400 with the 1-based position', async () => {
    const error = await parseQuery('select fro m x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).toBody()).toEqual({
      error: { message: 'syntax error at or near "x"', code: '42601', position: 14 },
    });
  });
});
