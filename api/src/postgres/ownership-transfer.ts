import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const STATEMENTS_SQL = new URL('./ownership-transfer.sql', import.meta.url);

/**
 * Gives `owner` what the connected superuser owns in the database's user schemas (public and the
 * ones users made; never Postgres's own, nor an extension's objects), one `ALTER ... OWNER` per
 * object: a state folder from before the default project had an owner role kept its tables as
 * the superuser's. `REASSIGN OWNED` would be too broad: it would take the superuser's system
 * objects too. Runs in one transaction; the client MUST have `search_path = pg_catalog`, so that
 * no object a member made can stand in for Postgres's own while a superuser runs this.
 * Returns how many objects moved.
 */
export async function transferOwnership(superuser: pg.ClientBase, owner: string): Promise<number> {
  const sql = await readFile(STATEMENTS_SQL, 'utf8');
  await superuser.query('BEGIN');
  try {
    const { rows } = await superuser.query<{ statement: string }>(sql, [owner]);
    for (const { statement } of rows) await superuser.query(statement);
    await superuser.query('COMMIT');
    return rows.length;
  } catch (error) {
    await superuser.query('ROLLBACK');
    throw error;
  }
}
