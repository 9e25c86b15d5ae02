import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import type { RealtimeTables } from '../../../api/src/pg-meta/publications/realtime-sql.js';
import type { ColumnCount } from '../../../api/src/pg-meta/columns/count-sql.js';

const base = '/platform/pg-meta/default';
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables screen's two reads beyond `GET /tables`: realtime tables and column counts. */
describe('/realtime/tables and /column-counts', () => {
  const schema = uniqueName('rt');
  const plain = uniqueName('rt_plain');
  const odd = `${uniqueName('Rt')}."x`;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await directQuery(`CREATE SCHEMA ${ident(schema)};
      CREATE TABLE ${ident(schema)}.${ident(plain)} (id int, name text, gone int);
      ALTER TABLE ${ident(schema)}.${ident(plain)} DROP COLUMN gone;
      CREATE TABLE ${ident(schema)}.${ident(odd)} (id int)`);
    const rows = await directQuery<{ name: string; id: number }>(
      `SELECT relname AS name, oid AS id FROM pg_class WHERE relnamespace = $1::regnamespace`,
      [schema],
    );
    for (const row of rows) ids[row.name] = row.id;
  });

  it('makes the publication on the first table switched on, then adds and drops one table at a time', async () => {
    // The only test that touches this publication: it starts from none, as a fresh project does.
    await superuserQuery('DROP PUBLICATION IF EXISTS supabase_realtime');
    const before = await api<RealtimeTables>('GET', `${base}/realtime/tables`);
    expect(before.body).toEqual({ publication: false, all_tables: false, table_ids: [] });

    const on = await api<RealtimeTables>('PUT', `${base}/realtime/tables/${ids[odd]}`, {
      enabled: true,
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ publication: true, all_tables: false, table_ids: [ids[odd]] });
    const [publication] = await directQuery<{ owner: string; events: boolean[] }>(
      `SELECT pg_get_userbyid(pubowner) AS owner,
              ARRAY[pubinsert, pubupdate, pubdelete, pubtruncate] AS events
         FROM pg_publication WHERE pubname = 'supabase_realtime'`,
    );
    expect(publication).toEqual({ owner: 'project_default', events: [true, true, true, true] });

    await api('PUT', `${base}/realtime/tables/${ids[plain]}`, { enabled: true });
    // Switching on a table already on changes nothing.
    const again = await api<RealtimeTables>('PUT', `${base}/realtime/tables/${ids[plain]}`, {
      enabled: true,
    });
    expect(again.body.table_ids.sort()).toEqual([ids[plain], ids[odd]].sort());
    const off = await api<RealtimeTables>('PUT', `${base}/realtime/tables/${ids[odd]}`, {
      enabled: false,
    });
    expect(off.body.table_ids).toEqual([ids[plain]]);
    expect((await api<RealtimeTables>('GET', `${base}/realtime/tables`)).body).toEqual(off.body);
  });

  it('refuses a table that is not there, a protected schema, and a body without the flag', async () => {
    const missing = await api('PUT', `${base}/realtime/tables/4000000000`, { enabled: true });
    expect(missing.status).toBe(404);
    const [storage] = await directQuery<{ id: number }>(
      `SELECT 'storage.objects'::regclass::oid AS id`,
    );
    const protectedTable = await api('PUT', `${base}/realtime/tables/${storage!.id}`, {
      enabled: true,
    });
    expect(protectedTable.status).toBe(403);
    expect((await api('PUT', `${base}/realtime/tables/${ids[plain]}`, {})).status).toBe(400);
  });

  it('counts each table’s columns, dropped ones aside', async () => {
    const res = await api<ColumnCount[]>('GET', `${base}/column-counts?schema=${schema}`);
    expect(res.status).toBe(200);
    expect(res.body.sort((a, b) => a.table_id - b.table_id)).toEqual(
      [
        { table_id: ids[plain], count: 2 },
        { table_id: ids[odd], count: 1 },
      ].sort((a, b) => a.table_id! - b.table_id!),
    );
    expect((await api('GET', `${base}/column-counts`)).status).toBe(400);
  });
});
