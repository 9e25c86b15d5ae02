import { describe, expect, it } from 'vitest';
import type { EnumType } from '../../../api/src/pg-meta/types/sql.js';
import { api, query } from '../../harness/api.js';
import { uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/types';

interface ErrorBody {
  error: { message: string; code: string };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The enumerated types screen's writes, as it sends them (issue 23): new values placed before the
 * first existing one or after the value before them, which may itself be new in the same request,
 * renames, and a type's name that is no native type's.
 */
describe('/platform/pg-meta/{ref}/types, as the screen writes', () => {
  it('adds values before the first one and after new ones in one request, usable once committed', async () => {
    const name = `${uniqueName('mood')}"; DROP TYPE x; --`;
    const hostile = `it's \\ "quoted" $$ --`;
    const created = await api<EnumType>('POST', base, { name, enums: ['happy', 'sad'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const updated = await api<EnumType>('PATCH', `${base}/${created.body.id}`, {
      rename_values: [{ from: 'sad', to: hostile }],
      add_values: [
        { value: 'calm', before: 'happy' },
        { value: 'curious', after: 'calm' },
        { value: 'ok', after: hostile },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.enums).toEqual(['calm', 'curious', 'happy', hostile, 'ok']);
    // Committed, the new values are the type's like any other: a cast and a comparison use them.
    const used = await query<{ later: boolean }>(
      `SELECT 'curious'::public.${ident(name)} < 'happy'::public.${ident(name)} AS later`,
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toEqual([{ later: true }]);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });

  it('renames a value and the type in one request, leaving the order as it was', async () => {
    const created = await api<EnumType>('POST', base, {
      name: uniqueName('size'),
      enums: ['s', 'm', 'l'],
      comment: "it's sized",
    });
    const renamed = uniqueName('sizes');
    const updated = await api<EnumType>('PATCH', `${base}/${created.body.id}`, {
      name: renamed,
      rename_values: [{ from: 'm', to: 'medium' }],
    });
    expect(updated.body).toMatchObject({
      name: renamed,
      enums: ['s', 'medium', 'l'],
      comment: "it's sized",
    });
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });

  it('refuses a native type’s name, in the screen’s words, on create and rename', async () => {
    const created = await api<ErrorBody>('POST', base, { name: 'text', enums: ['a'] });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain('Name cannot be a native Postgres data type');
    expect((await api('POST', base, { name: 'TimestampTZ', enums: ['a'] })).status).toBe(400);
    const type = await api<EnumType>('POST', base, { name: uniqueName('native'), enums: ['a'] });
    const renamed = await api<ErrorBody>('PATCH', `${base}/${type.body.id}`, { name: 'jsonb' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toContain('Name cannot be a native Postgres data type');
    expect((await api('DELETE', `${base}/${type.body.id}`)).status).toBe(200);
  });

  it('refuses a duplicate value with a conflict and changes nothing', async () => {
    const created = await api<EnumType>('POST', base, { name: uniqueName('dup'), enums: ['a'] });
    const failed = await api<ErrorBody>('PATCH', `${base}/${created.body.id}`, {
      add_values: [
        { value: 'b', after: 'a' },
        { value: 'a', after: 'b' },
      ],
    });
    expect(failed.status).toBe(409);
    expect(failed.body.error.message).toContain('already exists');
    expect((await api<EnumType>('GET', `${base}/${created.body.id}`)).body.enums).toEqual(['a']);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });
});
