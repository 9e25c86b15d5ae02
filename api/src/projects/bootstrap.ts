import { readFile } from 'node:fs/promises';
import type pg from 'pg';

const API_ROLES_SQL = new URL('./api-roles.sql', import.meta.url);
const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url);

async function inTransaction(client: pg.ClientBase, files: readonly URL[]): Promise<void> {
  const scripts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  await client.query('BEGIN');
  try {
    for (const sql of scripts) await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Creates, in one transaction, what the spec assumes a project database has. Idempotent. */
export async function bootstrapProjectDatabase(client: pg.ClientBase): Promise<void> {
  await inTransaction(client, [API_ROLES_SQL, BOOTSTRAP_SQL]);
}

/** Creates the API roles (`anon`, `authenticated`, `service_role`) when missing. Idempotent. */
export async function ensureApiRoles(client: pg.ClientBase): Promise<void> {
  await inTransaction(client, [API_ROLES_SQL]);
}
