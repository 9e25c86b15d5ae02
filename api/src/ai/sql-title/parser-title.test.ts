import { parse } from 'libpg-query';
import { describe, expect, it } from 'vitest';
import type { RawStatement } from '../../sql/parse-off-loop.js';
import { listed, titleFromStatements } from './parser-title.js';

const titleOf = async (sql: string) =>
  titleFromStatements(((await parse(sql)) as { stmts?: RawStatement[] }).stmts ?? []);

describe('titleFromStatements', () => {
  it('lists names as a sentence does', () => {
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('leaves a CTE out of the tables read, and names other schemas', async () => {
    expect(
      await titleOf('WITH x AS (SELECT * FROM stats.daily) SELECT * FROM x JOIN orders ON true'),
    ).toEqual({
      title: 'Select from stats.daily and orders',
      description: 'Reads stats.daily and orders.',
    });
  });

  it('names functions, triggers, views and drops', async () => {
    expect(
      (
        await titleOf(`CREATE FUNCTION public.touch() RETURNS trigger LANGUAGE plpgsql AS 'begin return new; end';
          CREATE TRIGGER t BEFORE UPDATE ON todos FOR EACH ROW EXECUTE FUNCTION touch();
          CREATE VIEW open_todos AS SELECT * FROM todos WHERE NOT done;
          DROP TABLE old_todos`)
      ).title,
    ).toBe('Create function touch, create trigger on todos, create view open_todos and 1 more');
  });

  it('names an explained statement and a statement without tables', async () => {
    expect((await titleOf('EXPLAIN SELECT * FROM orders')).title).toBe(
      'Explain select from orders',
    );
    expect(await titleOf('SELECT 1')).toEqual({
      title: 'Select values',
      description: 'Select values.',
    });
    expect((await titleOf('SET search_path TO public')).title).toBe('Variable set');
  });
});
