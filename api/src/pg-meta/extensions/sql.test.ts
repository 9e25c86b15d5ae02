import { describe, expect, it } from 'vitest';
import {
  disableExtension,
  enableExtension,
  getExtension,
  HIDDEN_EXTENSIONS,
  listExtensions,
  listExtensionVersions,
  updateExtension,
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

  it('gives a schema it creates to the owner asked for', () => {
    expect(
      enableExtension({ name: 'x', schema: 's"', create_schema: true }, 'project_a"b'),
    ).toEqual([
      'CREATE SCHEMA IF NOT EXISTS "s""" AUTHORIZATION "project_a""b"',
      'CREATE EXTENSION "x" WITH SCHEMA "s"""',
    ]);
  });

  it('updates to a version, or to the default one', () => {
    expect(updateExtension('a"b', "1.1'; DROP")).toBe(
      `ALTER EXTENSION "a""b" UPDATE TO '1.1''; DROP'`,
    );
    expect(updateExtension('hstore')).toBe('ALTER EXTENSION "hstore" UPDATE');
  });

  it('drops with or without cascade', () => {
    expect(disableExtension('x;y', true)).toBe('DROP EXTENSION "x;y" CASCADE');
    expect(disableExtension('x', false)).toBe('DROP EXTENSION "x" RESTRICT');
  });
});
