import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../harness/api.js';
import { directQuery, uniqueName } from '../harness/database.js';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe('role impersonation on /query', () => {
  const table = uniqueName('notes');

  beforeAll(async () => {
    await directQuery(`
      CREATE TABLE ${table} (id int PRIMARY KEY, owner uuid NOT NULL, body text);
      INSERT INTO ${table} VALUES (1, '${ALICE}', 'alice 1'), (2, '${ALICE}', 'alice 2'), (3, '${BOB}', 'bob');
      ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
      GRANT SELECT ON ${table} TO authenticated;
      REVOKE ALL ON ${table} FROM anon;
      CREATE POLICY own_notes ON ${table} FOR SELECT TO authenticated USING (owner = auth.uid());
    `);
  });
  afterAll(() => directQuery(`DROP TABLE IF EXISTS ${table}`));

  it('applies RLS as the impersonated role with the given JWT claims', async () => {
    const res = await query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`, {
      role: 'authenticated',
      claims: { sub: ALICE },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('exposes the claims through the auth helpers', async () => {
    const res = await query(
      `SELECT auth.uid()::text AS uid, auth.role() AS role, current_user AS usr`,
      {
        role: 'authenticated',
        claims: { sub: BOB, email: 'bob@example.com' },
      },
    );
    expect(res.body).toEqual([{ uid: BOB, role: 'authenticated', usr: 'authenticated' }]);
  });

  it('answers 403 when the role lacks the privilege', async () => {
    const res = await query(`SELECT * FROM ${table}`, { role: 'anon' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: '42501' } });
  });

  it('does not leak the role into the next request on the same connection', async () => {
    await query('SELECT 1', { role: 'anon' });
    const res = await query<{ usr: string }>('SELECT current_user AS usr');
    expect(res.body).toEqual([{ usr: 'project_default' }]);
  });

  it('treats hostile role names as names, not SQL', async () => {
    const res = await query('SELECT 1', { role: 'anon"; DROP TABLE x; --' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('does not exist');
  });
});
