import type pg from 'pg';
import { withTransaction } from '../db/transaction.js';
import { quoteIdent } from '../sql/quote.js';
import type { AtriumModule } from './define-module.js';
import { moduleSchema } from './module-database.js';

/**
 * Brings a module's platform schema (`module_<id>`) up to its last migration, in one transaction:
 * all of the pending steps apply, or none. Applied ids are kept in the schema's own `migrations`
 * table. An advisory lock per module makes instances starting together wait for each other, so
 * each step runs once. A module without migrations gets no schema. Answers the ids applied now.
 */
export async function migrateModule(platform: pg.Pool, module: AtriumModule): Promise<string[]> {
  const migrations = module.migrations ?? [];
  if (migrations.length === 0) return [];
  const ids = migrations.map((migration) => migration.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw new Error(`migration ${repeated} is listed twice`);
  const schema = quoteIdent(moduleSchema(module.id));
  return withTransaction(platform, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `atrium.module-migrations.${module.id}`,
    ]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query<{ id: string }>(`SELECT id FROM ${schema}.migrations`)).rows.map(
        (row) => row.id,
      ),
    );
    await client.query(`SET LOCAL search_path TO ${schema}`);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await migration.up(client);
      await client.query(`INSERT INTO ${schema}.migrations (id) VALUES ($1)`, [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
