import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig, startAtrium, type RunningAtrium } from '@atrium/api';
import { EmbeddedCluster } from '../../api/src/postgres/cluster.js';
import { bootstrapProjectDatabase } from '../../api/src/projects/bootstrap.js';
import { REPO_ROOT } from '../harness/start-instance.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

async function asSuperuser<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A state folder from before the default project had an owner role: the bootstrap ran as the
 * cluster's superuser, and so did every member's SQL, so the superuser owns the user's objects.
 * The first start after the upgrade moves them to the owner role, and leaves Postgres's own,
 * extensions' and the user's revocations alone.
 */
describe('upgrading a state folder whose default project the superuser owns', () => {
  let stateDir: string | undefined;
  let atrium: RunningAtrium | undefined;
  afterAll(async () => {
    await atrium?.stop();
    if (stateDir) await removeStateDir(stateDir);
  });

  it('moves the superuser-owned objects of user schemas to the owner role', async () => {
    stateDir = await makeStateDir('upgrade');
    const cluster = new EmbeddedCluster({ stateDir, unsafeFast: true });
    await cluster.start();
    const superuserUrl = cluster.connectionString('postgres');
    try {
      await asSuperuser(superuserUrl, async (client) => {
        await bootstrapProjectDatabase(client); // as an earlier Atrium did, as the superuser
        await client.query(`
          CREATE EXTENSION pgcrypto;
          CREATE TABLE public.notes (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text);
          CREATE TABLE public.counters (id serial PRIMARY KEY);
          REVOKE ALL ON public.notes FROM anon;
          CREATE SCHEMA shop;
          CREATE TYPE shop.mood AS ENUM ('ok', 'sad');
          CREATE DOMAIN shop.positive AS int CHECK (VALUE > 0);
          CREATE TABLE shop.orders (id int, mood shop.mood);
          CREATE VIEW shop.recent AS SELECT id FROM shop.orders;
          CREATE MATERIALIZED VIEW shop.totals AS SELECT count(*) FROM shop.orders;
          CREATE SEQUENCE shop.tickets;
          CREATE FUNCTION shop.total() RETURNS bigint LANGUAGE sql AS 'SELECT count(*) FROM shop.orders';
          CREATE PROCEDURE shop.tidy() LANGUAGE sql AS 'SELECT 1';
        `);
      });
    } finally {
      await cluster.stop();
    }

    const config = loadConfig(
      {
        PORT: '0',
        ATRIUM_DATA_DIR: stateDir,
        LOG_LEVEL: 'silent',
        ATRIUM_ADMIN_EMAIL: 'owner@atrium.test',
        ATRIUM_ADMIN_PASSWORD: 'owner-password-for-tests',
      },
      REPO_ROOT,
    );
    atrium = await startAtrium(config, createLogger('silent'));
    const owners = await asSuperuser(atrium.cluster!.connectionString('postgres'), (client) =>
      client
        .query<{ object: string; owner: string }>(
          `SELECT c.oid::regclass::text AS object, pg_get_userbyid(c.relowner) AS owner
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname IN ('public', 'shop', 'auth', 'storage', 'realtime')
              AND c.relkind IN ('r', 'v', 'm', 'S')
           UNION ALL
           SELECT p.oid::regprocedure::text, pg_get_userbyid(p.proowner)
             FROM pg_proc p WHERE p.pronamespace IN ('shop'::regnamespace, 'auth'::regnamespace)
           UNION ALL
           SELECT t.oid::regtype::text, pg_get_userbyid(t.typowner)
             FROM pg_type t WHERE t.typnamespace = 'shop'::regnamespace AND t.typtype IN ('e', 'd')
           UNION ALL
           SELECT nspname, pg_get_userbyid(nspowner) FROM pg_namespace
            WHERE nspname IN ('public', 'shop', 'auth', 'storage', 'realtime', 'extensions')
           UNION ALL
           SELECT 'extension function ' || p.oid::regprocedure::text, pg_get_userbyid(p.proowner)
             FROM pg_proc p WHERE p.proname = 'gen_salt' AND p.pronargs = 1
           UNION ALL
           SELECT 'system table pg_class', pg_get_userbyid(relowner) FROM pg_class
            WHERE oid = 'pg_class'::regclass
           UNION ALL
           SELECT 'anon on notes', has_table_privilege('anon', 'public.notes', 'SELECT')::text
           UNION ALL
           SELECT 'anon on counters', has_table_privilege('anon', 'public.counters', 'SELECT')::text`,
        )
        .then((r) => Object.fromEntries(r.rows.map((row) => [row.object, row.owner]))),
    );
    const ownedByOwnerRole = [
      'notes',
      'notes_id_seq',
      'counters',
      'counters_id_seq',
      'shop.orders',
      'shop.recent',
      'shop.totals',
      'shop.tickets',
      'shop.total()',
      'shop.tidy()',
      'shop.mood',
      'shop.positive',
      'public',
      'shop',
      'auth',
      'storage',
      'realtime',
      'extensions',
      'storage.buckets',
      'storage.objects',
      'realtime.messages',
      'auth.jwt()',
      'auth.uid()',
      'auth.role()',
    ];
    expect(owners).toMatchObject(
      Object.fromEntries(ownedByOwnerRole.map((name) => [name, 'project_default'])),
    );
    expect(owners).toMatchObject({
      'extension function gen_salt(text)': 'postgres',
      'system table pg_class': 'postgres',
      'anon on notes': 'false', // the user's REVOKE survives the move and the bootstrap after it
      'anon on counters': 'true',
    });
  });
});
