import pg from 'pg';
import { inject } from 'vitest';

/** Asks the project database directly, bypassing the API, to check what the API really did. */
export async function directQuery<T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  connectionString = inject('projectDbUrl'),
): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A table name no other test file uses, so files can run in parallel on one database. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
