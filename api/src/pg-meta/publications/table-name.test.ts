import { describe, expect, it } from 'vitest';
import { parseTableName } from './table-name.js';

describe('publication table names', () => {
  it('splits on the first unquoted dot', () => {
    expect(parseTableName('public.todos')).toEqual({ schema: 'public', name: 'todos' });
    expect(parseTableName('public.a.b')).toEqual({ schema: 'public', name: 'a.b' });
    expect(parseTableName('"my.schema"."t""x"')).toEqual({ schema: 'my.schema', name: 't"x' });
    expect(parseTableName('s.MixedCase')).toEqual({ schema: 's', name: 'MixedCase' });
  });

  it('refuses names without a schema or with broken quotes', () => {
    for (const bad of ['todos', '.t', 's.', '"s.t', 's"x.t', '"a"b".t']) {
      expect(() => parseTableName(bad), bad).toThrow();
    }
  });
});
