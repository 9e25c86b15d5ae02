import pg from 'pg';
import { inject } from 'vitest';

export interface SharedApp {
  readonly baseUrl: string;
  /** The default project's database as the superuser, for psql and for checking what the UI did. */
  readonly dbUrl: string;
  /** SQL as the role members' SQL runs as, so what a test creates is the members' own. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  /** Drops `tables` (made by the caller) and closes the connections. */
  release(tables: readonly string[]): Promise<void>;
}

/**
 * The e2e run's one app (tests/harness/e2e-setup.ts) with its default project's database at
 * hand, so a file can make tables of its own, compare exports with psql's own `\copy` and check
 * what the UI wrote. Files run one at a time (`fileParallelism: false`): a file drops its tables
 * before making them (a run that died may have left them) and again when it ends.
 */
export function sharedApp(): SharedApp {
  const pool = new pg.Pool({ connectionString: inject('memberDbUrl'), max: 2 });
  const sql: SharedApp['sql'] = async (text, values = []) => (await pool.query(text, values)).rows;
  return {
    baseUrl: inject('baseUrl'),
    dbUrl: inject('projectDbUrl'),
    sql,
    async release(tables) {
      try {
        await sql(dropTables(tables));
      } finally {
        await pool.end();
      }
    },
  };
}

/** `DROP TABLE IF EXISTS` for tables of `public`, to run before making them afresh. */
export const dropTables = (tables: readonly string[]) =>
  `DROP TABLE IF EXISTS ${tables.map((t) => `public.${t}`).join(', ')} CASCADE;`;
