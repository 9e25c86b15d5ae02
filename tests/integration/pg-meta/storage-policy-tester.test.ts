import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/policies';
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

interface FileAccess {
  name: string;
  exists: boolean;
  read: boolean;
  upload: boolean;
  remove: boolean;
}
interface TestResult {
  files: FileAccess[];
  files_capped: boolean;
}

const bucket = uniqueName('policy_tester');
const files = ['private/c.jpg', 'public/a.jpg', 'public/b.txt', `${ALICE}/mine.txt`];

const runTest = (body: object) =>
  api<TestResult>('POST', `${base}/test-storage`, { bucket_id: bucket, ...body });

/** The bucket's policies, named with the bucket so files running beside this one never meet them. */
const bucketPolicies = () =>
  directQuery<{ policyname: string }>(
    `SELECT policyname FROM pg_policies WHERE schemaname = 'storage' AND policyname LIKE $1`,
    [`${bucket}%`],
  );

/** Spec 9's first template: anon may read JPGs in the public folder. */
const publicJpgs = {
  name: `${bucket} jpgs`,
  command: 'SELECT',
  roles: ['anon'],
  definition: `bucket_id = '${bucket}' AND storage.extension(name) = 'jpg' AND lower((storage.foldername(name))[1]) = 'public'`,
};

const ownFolder = (command: string) => ({
  name: `${bucket} own ${command}`,
  command,
  roles: ['authenticated'],
  [command === 'INSERT' ? 'check' : 'definition']:
    `bucket_id = '${bucket}' AND (select auth.uid()::text) = (storage.foldername(name))[1]`,
});

beforeAll(async () => {
  await directQuery(`INSERT INTO storage.buckets (id, name) VALUES ($1, $1)`, [bucket]);
  await directQuery(
    `INSERT INTO storage.objects (bucket_id, name, metadata)
     SELECT $1, name, '{"size": 1}' FROM unnest($2::text[]) AS name`,
    [bucket, files],
  );
});
afterAll(async () => {
  await directQuery(`DELETE FROM storage.objects WHERE bucket_id = $1`, [bucket]);
  await directQuery(`DELETE FROM storage.buckets WHERE id = $1`, [bucket]);
});

describe('POST /platform/pg-meta/{ref}/policies on storage', () => {
  it('creates, changes and deletes policies on storage.objects and storage.buckets', async () => {
    for (const table of ['objects', 'buckets']) {
      const created = await api<{ id: number; schema: string; table: string }>('POST', base, {
        ...publicJpgs,
        name: `${bucket} ${table}`,
        schema: 'storage',
        table,
        definition: table === 'objects' ? publicJpgs.definition : `id = '${bucket}'`,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ schema: 'storage', table });
      const changed = await api('PATCH', `${base}/${created.body.id}`, { roles: ['public'] });
      expect(changed.status).toBe(200);
      expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
    }
    expect(await bucketPolicies()).toEqual([]);
  });
});

describe('POST /platform/pg-meta/{ref}/policies/test-storage', () => {
  it('shows what anon could do with each file under a template, and saves nothing', async () => {
    const result = await runTest({ policies: [publicJpgs], role: 'anon' });
    expect(result.status).toBe(200);
    const denied = { exists: true, read: false, upload: false, remove: false };
    expect(result.body).toEqual({
      files: [
        { name: `${ALICE}/mine.txt`, ...denied },
        { name: 'private/c.jpg', ...denied },
        { name: 'public/a.jpg', ...denied, read: true },
        { name: 'public/b.txt', ...denied },
      ],
      files_capped: false,
    });
    expect(await bucketPolicies()).toEqual([]);
  });

  it('tries uploads and removals as a user, new paths included, and rolls every try back', async () => {
    const policies = ['SELECT', 'INSERT', 'DELETE'].map(ownFolder);
    const asAlice = await runTest({
      policies,
      role: 'authenticated',
      claims: { sub: ALICE },
      new_paths: [`${ALICE}/new.png`, `${BOB}/new.png`],
    });
    expect(asAlice.status).toBe(200);
    const byName = new Map(asAlice.body.files.map((file) => [file.name, file]));
    expect(byName.get(`${ALICE}/mine.txt`)).toEqual({
      name: `${ALICE}/mine.txt`,
      exists: true,
      read: true,
      upload: true,
      remove: true,
    });
    expect(byName.get('public/a.jpg')).toMatchObject({ read: false, upload: false, remove: false });
    expect(byName.get(`${ALICE}/new.png`)).toEqual({
      name: `${ALICE}/new.png`,
      exists: false,
      read: false,
      upload: true,
      remove: false,
    });
    expect(byName.get(`${BOB}/new.png`)).toMatchObject({ upload: false });
    const asBob = await runTest({ policies, role: 'authenticated', claims: { sub: BOB } });
    expect(asBob.body.files.every((file) => !file.read && !file.upload && !file.remove)).toBe(true);
    // Nothing uploaded, nothing removed, no policy left.
    expect(
      await directQuery(`SELECT name FROM storage.objects WHERE bucket_id = $1 ORDER BY name`, [
        bucket,
      ]),
    ).toHaveLength(files.length);
    expect(await bucketPolicies()).toEqual([]);
  });

  it('tests a change to a saved storage policy without applying it, and caps the files', async () => {
    const saved = await api<{ id: number }>('POST', base, {
      ...publicJpgs,
      schema: 'storage',
      table: 'objects',
    });
    expect(saved.status).toBe(201);
    try {
      const widened = await runTest({
        policies: [{ id: saved.body.id, definition: `bucket_id = '${bucket}'` }],
        role: 'anon',
        limit: 2,
      });
      expect(widened.status).toBe(200);
      expect(widened.body.files.map((f) => [f.name, f.read])).toEqual([
        [`${ALICE}/mine.txt`, true],
        ['private/c.jpg', true],
      ]);
      expect(widened.body.files_capped).toBe(true);
      const [stored] = await directQuery<{ qual: string }>(
        `SELECT qual FROM pg_policies WHERE schemaname = 'storage' AND policyname = $1`,
        [publicJpgs.name],
      );
      expect(stored!.qual).toContain('jpg');
    } finally {
      await api('DELETE', `${base}/${saved.body.id}`);
    }
  });

  it('refuses a policy of another table and a bad expression, keeping nothing', async () => {
    const table = uniqueName('not_storage');
    await directQuery(`CREATE TABLE public."${table}" (id int)`);
    try {
      const other = await api<{ id: number }>('POST', base, {
        name: 'p',
        table,
        command: 'SELECT',
        definition: 'true',
      });
      const refused = await runTest({ policies: [{ id: other.body.id }], role: 'anon' });
      expect(refused.status).toBe(400);
      const broken = await runTest({
        policies: [{ ...publicJpgs, definition: 'bucket_id = = 1' }],
        role: 'anon',
      });
      expect(broken.status).toBe(400);
      const elsewhere = await runTest({
        policies: [{ ...publicJpgs, schema: 'public', table }],
        role: 'anon',
      });
      expect(elsewhere.status).toBe(400);
    } finally {
      await directQuery(`DROP TABLE public."${table}"`);
    }
    expect(await bucketPolicies()).toEqual([]);
  });
});
