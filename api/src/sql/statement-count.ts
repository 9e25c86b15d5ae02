import { parse } from 'libpg-query';

/**
 * How many statements Postgres 15's own parser reads in `sql` (the server's count, since it is
 * the same parser), or undefined when it refuses the text (then Postgres refuses it too, before
 * running any of it). Text without a semicolon is one statement and is not parsed.
 */
export async function countStatements(sql: string): Promise<number | undefined> {
  if (!sql.includes(';')) return 1;
  try {
    const tree = (await parse(sql)) as { stmts?: unknown[] };
    return tree.stmts?.length ?? 0;
  } catch {
    return undefined;
  }
}
