import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrapProjectDatabase } from '../../api/src/projects/bootstrap.js';
import { directQuery, superuserQuery, uniqueName } from '../harness/database.js';

describe('default project bootstrap', () => {
  it('creates the roles, auth helpers and storage and realtime tables the spec assumes', async () => {
    const roles = await directQuery<{ rolname: string }>(
      `SELECT rolname FROM pg_roles WHERE rolname IN ('anon', 'authenticated', 'service_role') ORDER BY 1`,
    );
    expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const objects = await directQuery(`SELECT
      to_regprocedure('auth.uid()') IS NOT NULL AS uid,
      to_regprocedure('auth.role()') IS NOT NULL AS role,
      to_regprocedure('auth.jwt()') IS NOT NULL AS jwt,
      to_regclass('storage.buckets') IS NOT NULL AS buckets,
      to_regclass('storage.objects') IS NOT NULL AS objects,
      to_regclass('realtime.messages') IS NOT NULL AS messages`);
    expect(objects).toEqual([
      { uid: true, role: true, jwt: true, buckets: true, objects: true, messages: true },
    ]);
    const rls = await directQuery<{ relrowsecurity: boolean }>(
      `SELECT relrowsecurity FROM pg_class WHERE oid = 'storage.objects'::regclass`,
    );
    expect(rls).toEqual([{ relrowsecurity: true }]);
  });

  it('is idempotent and keeps what the user changed', async () => {
    await directQuery(
      `CREATE POLICY user_policy ON storage.objects FOR SELECT TO anon USING (true)`,
    );
    await directQuery(`COMMENT ON FUNCTION auth.uid() IS 'mine'`);
    const client = new pg.Client({ connectionString: inject('projectDbUrl') });
    await client.connect();
    try {
      await bootstrapProjectDatabase(client);
      await bootstrapProjectDatabase(client);
    } finally {
      await client.end();
    }
    const kept = await directQuery(`SELECT
      (SELECT count(*)::int FROM pg_policies WHERE policyname = 'user_policy') AS policies,
      obj_description('auth.uid()'::regprocedure) AS comment`);
    expect(kept).toEqual([{ policies: 1, comment: 'mine' }]);
    await directQuery(`DROP POLICY user_policy ON storage.objects`);
  });
});

/** Runs `work` against a database of its own, created for it and dropped after. */
async function withScratchDatabase(work: (url: string) => Promise<void>) {
  const name = uniqueName('bootstrap');
  await superuserQuery(`CREATE DATABASE "${name}"`);
  const url = inject('projectDbUrl').replace(/\/postgres$/, `/${name}`);
  try {
    await work(url);
  } finally {
    await superuserQuery(`DROP DATABASE "${name}" WITH (FORCE)`);
  }
}

async function bootstrap(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await bootstrapProjectDatabase(client);
  } finally {
    await client.end();
  }
}

/** What each API role may do with each object, as `role:privilege` for the ones it may. */
const apiPrivileges = (url: string, table: string, sequence: string, fn: string) =>
  directQuery<{ granted: string[] }>(
    `SELECT array_agg(r || ':' || p ORDER BY r, p) FILTER (WHERE ok) AS granted FROM (
       SELECT r, 'select' AS p, has_table_privilege(r, $1, 'SELECT, INSERT, UPDATE, DELETE') AS ok
         FROM unnest(ARRAY['anon', 'authenticated', 'service_role']) r
       UNION ALL
       SELECT r, 'sequence', has_sequence_privilege(r, $2, 'USAGE, SELECT, UPDATE')
         FROM unnest(ARRAY['anon', 'authenticated', 'service_role']) r
       UNION ALL
       SELECT r, 'execute', has_function_privilege(r, $3, 'EXECUTE')
         FROM unnest(ARRAY['anon', 'authenticated', 'service_role']) r
     ) t`,
    [table, sequence, fn],
    url,
  ).then(([row]) => row!.granted);

const ALL_GRANTED = ['anon', 'authenticated', 'service_role'].flatMap((r) => [
  `${r}:execute`,
  `${r}:select`,
  `${r}:sequence`,
]);

describe('the API roles on the public schema (hosted platform grants)', () => {
  it('grants anon, authenticated and service_role what public holds and what it will hold', async () => {
    await withScratchDatabase(async (url) => {
      // An existing project: objects made before the bootstrap ever ran.
      await directQuery(
        `REVOKE ALL ON SCHEMA public FROM PUBLIC;
         CREATE TABLE public.before (id serial PRIMARY KEY);
         CREATE FUNCTION public.f_before() RETURNS int LANGUAGE sql AS 'SELECT 1';
         REVOKE EXECUTE ON FUNCTION public.f_before() FROM PUBLIC;`,
        [],
        url,
      );
      await bootstrap(url);
      expect(
        await apiPrivileges(url, 'public.before', 'public.before_id_seq', 'public.f_before()'),
      ).toEqual(ALL_GRANTED);
      // New objects, as New table or the SQL editor make them, get the same grants by default.
      await directQuery(
        `CREATE TABLE public.after (id serial PRIMARY KEY);
         CREATE FUNCTION public.f_after() RETURNS int LANGUAGE sql AS 'SELECT 1';
         REVOKE EXECUTE ON FUNCTION public.f_after() FROM PUBLIC;`,
        [],
        url,
      );
      expect(
        await apiPrivileges(url, 'public.after', 'public.after_id_seq', 'public.f_after()'),
      ).toEqual(ALL_GRANTED);
      // The schema itself is usable too (the test took that right from PUBLIC above).
      const [usage] = await directQuery(
        `SELECT bool_and(has_schema_privilege(r, 'public', 'USAGE')) AS usage
           FROM unnest(ARRAY['anon', 'authenticated', 'service_role']) r`,
        [],
        url,
      );
      expect(usage).toEqual({ usage: true });
    });
  });

  it('runs again without undoing a REVOKE the user made', async () => {
    await withScratchDatabase(async (url) => {
      await bootstrap(url);
      await directQuery(
        `CREATE TABLE public.private (id int);
         REVOKE ALL ON public.private FROM anon;`,
        [],
        url,
      );
      await bootstrap(url);
      await bootstrap(url);
      const [row] = await directQuery<{ anon: boolean; authenticated: boolean }>(
        `SELECT has_table_privilege('anon', 'public.private', 'SELECT') AS anon,
                has_table_privilege('authenticated', 'public.private', 'SELECT') AS authenticated`,
        [],
        url,
      );
      expect(row).toEqual({ anon: false, authenticated: true });
    });
  });
});

describe('the read role a Read-only member runs SQL as', () => {
  /** What atrium_read_only may do with each table, as `table:privilege`. */
  const readerMay = (url: string, ...tables: string[]) =>
    directQuery<{ may: string[] | null }>(
      `SELECT array_agg(t || ':' || p ORDER BY t, p) FILTER (WHERE has_table_privilege(
                'atrium_read_only', t, p)) AS may
         FROM unnest($1::text[]) t, unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p`,
      [tables],
      url,
    ).then(([row]) => row!.may ?? []);

  it('may read what there is and what is made later, in new schemas too, and nothing more', async () => {
    await withScratchDatabase(async (url) => {
      await directQuery('CREATE TABLE public.before (id int)', [], url);
      await bootstrap(url);
      await directQuery(
        `CREATE TABLE public.after (id int);
         CREATE SCHEMA later; CREATE TABLE later.made (id int)`,
        [],
        url,
      );
      expect(await readerMay(url, 'public.before', 'public.after', 'later.made')).toEqual([
        'later.made:SELECT',
        'public.after:SELECT',
        'public.before:SELECT',
      ]);
      const [usage] = await directQuery(
        `SELECT has_schema_privilege('atrium_read_only', 'later', 'USAGE') AS usage,
                has_schema_privilege('atrium_read_only', 'later', 'CREATE') AS create`,
        [],
        url,
      );
      expect(usage).toEqual({ usage: true, create: false });
    });
  });

  it('runs again without undoing a REVOKE the user made', async () => {
    await withScratchDatabase(async (url) => {
      await bootstrap(url);
      await directQuery(
        'CREATE TABLE public.secret (id int); REVOKE SELECT ON public.secret FROM atrium_read_only',
        [],
        url,
      );
      await bootstrap(url);
      expect(await readerMay(url, 'public.secret')).toEqual([]);
    });
  });
});

describe('platform database', () => {
  it('is migrated and keeps connection strings encrypted', async () => {
    const platformUrl = inject('projectDbUrl').replace(/\/postgres$/, '/atrium');
    const migrations = await directQuery<{ name: string }>(
      'SELECT name FROM pgmigrations',
      [],
      platformUrl,
    );
    expect(migrations.map((m) => m.name)).toContain('1700000000000_platform-core');
    const [project] = await directQuery<{ sealed: string }>(
      `SELECT connection_string_encrypted AS sealed FROM projects WHERE ref = 'default'`,
      [],
      platformUrl,
    );
    const password = decodeURIComponent(new URL(inject('projectDbUrl')).password);
    expect(project!.sealed).toMatch(/^v1:/);
    expect(project!.sealed).not.toContain(password);
    expect(project!.sealed).not.toContain('postgres://');
  });
});
