import { describe, expect, it } from 'vitest';
import { containsPattern, entitiesQuery, listEntities } from './sql.js';

const parse = (query: Record<string, string>) => entitiesQuery.parse(query);

describe('entities SQL', () => {
  it('binds the schema, types, search and paging, never splicing them', () => {
    const query = listEntities(
      parse({ schema: `x'; DROP TABLE y; --`, search: `  o'h%no_ `, types: 'r, v' }),
    );
    expect(query.text).not.toContain('DROP');
    expect(query.text).not.toContain(`o'h`);
    expect(query.values).toEqual([`x'; DROP TABLE y; --`, ['r', 'v'], `%o'h\\%no\\_%`, 100, 0]);
    expect(query.text).toContain('c.relname ILIKE $3');
  });

  it('takes % _ and \\ in a search literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('defaults to every type, alphabetical, the first 100', () => {
    const query = listEntities(parse({ schema: 'public' }));
    expect(query.values).toEqual(['public', ['r', 'v', 'm', 'f', 'p'], 100, 0]);
    expect(query.text).toContain('ORDER BY m.name, m.id');
  });

  it('groups by type, tables first, when asked', () => {
    const query = listEntities(parse({ schema: 's', sort: 'grouped-alphabetical' }));
    expect(query.values).toContainEqual(['r', 'p', 'v', 'm', 'f']);
    expect(query.text).toContain('ORDER BY array_position($3::text[], m.type), m.name');
  });

  it('rejects unknown types and a missing schema', () => {
    expect(entitiesQuery.safeParse({ schema: 's', types: 'r,x' }).success).toBe(false);
    expect(entitiesQuery.safeParse({}).success).toBe(false);
  });
});
