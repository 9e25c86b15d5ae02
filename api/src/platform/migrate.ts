import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Brings the platform database up to the latest migration. node-pg-migrate takes an advisory lock,
 * so several API instances starting together run each migration once; with `wait` the others
 * block until it is done instead of failing.
 */
export async function migratePlatform(client: pg.ClientBase): Promise<string[]> {
  const applied = await runner({
    dbClient: client,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    singleTransaction: true,
    advisoryLockMode: 'wait',
    checkOrder: true,
    log: () => undefined,
  });
  return applied.map((migration) => migration.name);
}
