import { describe, expect, it } from 'vitest';
import {
  disableExtension,
  enableExtension,
  getExtension,
  HIDDEN_EXTENSIONS,
  listExtensions,
  listExtensionVersions,
} from './sql.js';

describe('extension SQL', () => {
  it('binds names as parameters', () => {
    expect(listExtensions().values).toEqual([HIDDEN_EXTENSIONS]);
    const hostile = "x'; DROP TABLE t; --";
    for (const query of [getExtension(hostile), listExtensionVersions(hostile)]) {
      expect(query.text).not.toContain('DROP');
      expect(query.values).toEqual([hostile]);
    }
  });

  it('quotes identifiers and the version when enabling', () => {
    expect(
      enableExtension({
        name: 'a"b',
        schema: 'my schema',
        version: "1.0'; DROP",
        cascade: true,
        create_schema: true,
      }),
    ).toEqual([
      'CREATE SCHEMA IF NOT EXISTS "my schema"',
      `CREATE EXTENSION "a""b" WITH SCHEMA "my schema" VERSION '1.0''; DROP' CASCADE`,
    ]);
  });

  it('adds only the clauses asked for', () => {
    expect(enableExtension({ name: 'hstore' })).toEqual(['CREATE EXTENSION "hstore"']);
    expect(enableExtension({ name: 'hstore', create_schema: true })).toEqual([
      'CREATE EXTENSION "hstore"',
    ]);
  });

  it('drops with or without cascade', () => {
    expect(disableExtension('x;y', true)).toBe('DROP EXTENSION "x;y" CASCADE');
    expect(disableExtension('x', false)).toBe('DROP EXTENSION "x" RESTRICT');
  });
});
