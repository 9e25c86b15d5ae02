import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url);

/** Creates, in one transaction, what the spec assumes a project database has. Idempotent. */
export async function bootstrapProjectDatabase(client: pg.ClientBase): Promise<void> {
  const sql = await readFile(BOOTSTRAP_SQL, 'utf8');
  await client.query('BEGIN');
  try {
    await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
