import { describe, expect, it } from 'vitest';
import { destructiveParts } from './destructive-statements.js';
import { MAX_INLINE_PARSE_CHARS } from './statement-count.js';

describe('destructiveParts', () => {
  it('names every DROP, TRUNCATE, and DELETE or UPDATE without WHERE, in order', async () => {
    expect(
      await destructiveParts(
        `select 1; drop table public.todos; truncate t; delete from t;
         update t set a = 1; drop materialized view m; alter table t drop column c`,
      ),
    ).toEqual([
      'DROP TABLE',
      'TRUNCATE',
      'DELETE without WHERE',
      'UPDATE without WHERE',
      'DROP MATERIALIZED VIEW',
      'DROP COLUMN',
    ]);
    expect(await destructiveParts('drop database d; drop owned by r')).toEqual([
      'DROP DATABASE',
      'DROP OWNED',
    ]);
  });

  it('passes reads, and DELETE or UPDATE with a WHERE clause', async () => {
    expect(
      await destructiveParts(
        `select * from t; delete from t where id = 1; update t set a = 1 where id = 2;
         insert into t values (1); create table x (id int)`,
      ),
    ).toEqual([]);
  });

  it('ignores comments and strings, unlike a pattern over the text', async () => {
    expect(
      await destructiveParts(`-- drop table t;\nselect 'delete from t' /* truncate t */`),
    ).toEqual([]);
  });

  it('finds a DELETE hidden in a CTE or an EXPLAIN ANALYZE', async () => {
    expect(
      await destructiveParts('with gone as (delete from t returning *) select * from gone'),
    ).toEqual(['DELETE without WHERE']);
    expect(await destructiveParts('explain analyze update t set a = 1')).toEqual([
      'UPDATE without WHERE',
    ]);
  });

  it('parses a long script off the event loop the same way', async () => {
    const long = `${'select 1;\n'.repeat(MAX_INLINE_PARSE_CHARS / 5)} drop table t`;
    expect(long.length).toBeGreaterThan(MAX_INLINE_PARSE_CHARS);
    expect(await destructiveParts(long)).toEqual(['DROP TABLE']);
  });

  it('answers undefined for text the parser refuses', async () => {
    expect(await destructiveParts('drop tabel t')).toBeUndefined();
  });
});
