import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/types';

interface EnumType {
  id: number;
  schema: string;
  name: string;
  enums: string[];
  comment: string | null;
}

describe('/platform/pg-meta/{ref}/types', () => {
  it('creates, changes and drops an enumerated type with hostile names and values', async () => {
    const name = `${uniqueName('mood')}"; DROP TYPE x; --`;
    const created = await api<EnumType>('POST', base, {
      name,
      enums: ["it's", 'b\\c'],
      comment: "o'k",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      schema: 'public',
      name,
      enums: ["it's", 'b\\c'],
      comment: "o'k",
    });
    const listed = await api<EnumType[]>('GET', `${base}?included_schemas=public`);
    expect(listed.body.map((t) => t.id)).toContain(created.body.id);
    const renamed = `${name} 2`;
    const updated = await api<EnumType>('PATCH', `${base}/${created.body.id}`, {
      name: renamed,
      comment: 'new',
      rename_values: [{ from: "it's", to: 'a' }],
      add_values: [{ value: 'first', before: 'a' }, { value: 'mid', after: 'a' }, { value: 'z' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: renamed,
      comment: 'new',
      enums: ['first', 'a', 'mid', 'b\\c', 'z'],
    });
    expect((await api<EnumType>('GET', `${base}/${created.body.id}`)).body.name).toBe(renamed);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${created.body.id}`)).status).toBe(404);
  });

  it('leaves nothing half-applied when one step fails', async () => {
    const name = uniqueName('atomic');
    const created = await api<EnumType>('POST', base, { name, enums: ['a'] });
    const failed = await api('PATCH', `${base}/${created.body.id}`, {
      name: uniqueName('never'),
      comment: 'never',
      add_values: [{ value: 'b', after: 'no such value' }],
    });
    expect(failed.status).toBe(400);
    expect((await api<EnumType>('GET', `${base}/${created.body.id}`)).body).toEqual(created.body);
    const badCreate = uniqueName('bad');
    expect((await api('POST', base, { name: badCreate, enums: ['a', 'a'] })).status).toBe(409);
    expect(await directQuery(`SELECT 1 FROM pg_type WHERE typname = $1`, [badCreate])).toEqual([]);
  });

  it('refuses protected schemas, unknown ids, bad input and duplicates', async () => {
    const locked = await api<{ error: { code: string } }>('POST', base, {
      schema: 'auth',
      name: uniqueName('t'),
      enums: ['a'],
    });
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('protected_schema');
    expect((await api('GET', `${base}/999999999`)).status).toBe(404);
    expect((await api('PATCH', `${base}/999999999`, { name: 'x' })).status).toBe(404);
    expect((await api('DELETE', `${base}/999999999`)).status).toBe(404);
    expect((await api('POST', base, { name: '', enums: ['a'] })).status).toBe(400);
    expect((await api('POST', base, { name: uniqueName('e'), enums: [''] })).status).toBe(400);
    const name = uniqueName('dup');
    expect((await api('POST', base, { name, enums: ['a'] })).status).toBe(201);
    expect((await api('POST', base, { name, enums: ['a'] })).status).toBe(409);
    const both = { add_values: [{ value: 'x', before: 'a', after: 'a' }] };
    const { body } = await api<EnumType[]>('GET', `${base}?included_schemas=public`);
    const dup = body.find((t) => t.name === name)!;
    expect((await api('PATCH', `${base}/${dup.id}`, both)).status).toBe(400);
  });

  it('refuses to change a type in a protected schema', async () => {
    const schema = 'extensions';
    const name = uniqueName('locked');
    await directQuery(
      `CREATE SCHEMA IF NOT EXISTS ${schema}; CREATE TYPE ${schema}."${name}" AS ENUM ('a')`,
    );
    const [row] = await directQuery<{ id: number }>(
      `SELECT oid::int AS id FROM pg_type WHERE typname = $1`,
      [name],
    );
    const id = row!.id;
    expect((await api('PATCH', `${base}/${id}`, { name: 'x' })).status).toBe(403);
    expect((await api('DELETE', `${base}/${id}`)).status).toBe(403);
    await directQuery(`DROP TYPE ${schema}."${name}"`);
  });
});
