import { describe, expect, it } from 'vitest';
import { gridPage } from './grid-page.js';
import { people } from './relation-sql.fixture.js';

describe('gridPage', () => {
  it('names values by column and turns cut positions into names', () => {
    const page = gridPage(people, [['1', 'Ada', 36, 'x', ['2024-01-01'], [1, 3]]]);
    expect(page.rows).toEqual([
      { id: '1', name: 'Ada', age: 36, 'a:b': 'x', tags: ['2024-01-01'] },
    ]);
    expect(page.truncated).toEqual([['name', 'a:b']]);
  });

  it('treats a column named __proto__ as a plain key', () => {
    const relation = {
      ...people,
      columns: [{ name: '__proto__', type: 'text', shape: 'native' as const, isArray: false }],
    };
    const { rows } = gridPage(relation, [['v', []]]);
    expect(Object.keys(rows[0]!)).toEqual(['__proto__']);
    expect(JSON.stringify(rows[0])).toBe('{"__proto__":"v"}');
  });
});
