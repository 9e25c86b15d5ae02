import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extension } from '../../../api/src/pg-meta/extensions/sql.js';
import type { Trigger } from '../../../api/src/pg-meta/triggers/sql.js';
import type { EnumType } from '../../../api/src/pg-meta/types/sql.js';
import { HOSTED_EXTENSIONS } from '../../../api/src/pg-meta/extensions/hosted-extensions.js';
import { directQuery } from '../../harness/database.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ErrorBody, type ProjectBody } from './hosted-calls.js';

/**
 * The database admin screens' writes in a hosted project, whose role is no superuser
 * (docs/architecture/projects.md, "Extensions"). Extensions: one on the hosted list that needs a
 * superuser is created, updated and dropped by the projects server's role and handed to the
 * project's; one that is not listed is refused with a message that says so, not Postgres's own
 * words. Functions, triggers and enumerated types: created, changed and dropped as the project's
 * role, which owns them, so a SECURITY DEFINER function runs with no more than the project's own
 * rights.
 */
describe('hosted project schema admin', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  let project: ProjectBody;
  const as = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, owner, method, path, body);
  const extensions = () => `/platform/pg-meta/${project.ref}/extensions`;
  const sql = (query: string) =>
    as<unknown>('POST', `/platform/pg-meta/${project.ref}/query`, { query });
  /** The project's database as the shared cluster's superuser, to look at what was made. */
  const inProject = <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
    directQuery<T>(query, params, sharedClusterUrl(`project_${project.ref}`));

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted_ext', { ATRIUM_HOSTED: 'true' });
    owner = instance.token!;
    const organization = await as<{ slug: string }>('POST', '/platform/organizations', {
      name: 'Extensions',
    });
    const created = await as<ProjectBody>(
      'POST',
      `/platform/organizations/${organization.body.slug}/projects`,
      { name: 'Extensions project' },
    );
    project = await settledProject(instance.atrium.url, owner, created.body.ref);
    expect(project.status, project.status_message).toBe('ACTIVE_HEALTHY');
  });
  afterAll(async () => {
    if (project) await as('DELETE', `/platform/projects/${project.ref}`);
    await instance?.close();
  });

  it('enables, updates and disables a listed extension that needs a superuser', async () => {
    expect(HOSTED_EXTENSIONS).toContain('postgres_fdw');
    // The project's own role may not, which is why Atrium does it for the project.
    const own = await sql('CREATE EXTENSION postgres_fdw');
    expect(own.status).toBe(403);

    const enabled = await as<Extension>('POST', extensions(), {
      name: 'postgres_fdw',
      schema: 'fdw',
      version: '1.0',
      create_schema: true,
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(201);
    expect(enabled.body).toMatchObject({
      name: 'postgres_fdw',
      schema: 'fdw',
      installed_version: '1.0',
    });
    // Handed over: the schema it made is the project's, and the project may use the wrapper.
    const [schema] = await inProject<{ owner: string }>(
      `SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = 'fdw'`,
    );
    expect(schema?.owner).toBe(`project_${project.ref}`);
    const server = await sql(
      `CREATE SERVER elsewhere FOREIGN DATA WRAPPER postgres_fdw OPTIONS (dbname 'nowhere')`,
    );
    expect(server.status, JSON.stringify(server.body)).toBe(200);

    const updated = await as<Extension>('PATCH', `${extensions()}/postgres_fdw`, {});
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.installed_version).toBe(updated.body.default_version);

    const kept = await as<ErrorBody>('DELETE', `${extensions()}?id=postgres_fdw`);
    expect(kept.status).toBe(409);
    const disabled = await as<Extension>('DELETE', `${extensions()}?id=postgres_fdw&cascade=true`);
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await inProject(`SELECT 1 FROM pg_extension WHERE extname = 'postgres_fdw'`)).toEqual(
      [],
    );
  });

  it('refuses an extension that needs a superuser and is not listed, saying which are', async () => {
    const refused = await as<ErrorBody>('POST', extensions(), { name: 'dblink' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('extension_not_offered');
    expect(refused.body.error.message).toMatch(
      /^Extension "dblink" needs a superuser, which a hosted project's role is not, and it is not one Atrium enables for hosted projects \(btree_gin, .*uuid-ossp; or any trusted extension\)\.$/,
    );
    expect(await inProject(`SELECT 1 FROM pg_extension WHERE extname = 'dblink'`)).toEqual([]);
  });

  it("enables a listed trusted extension as the project's own", async () => {
    const enabled = await as<Extension>('POST', extensions(), {
      name: 'citext',
      schema: 'extensions',
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(201);
    const [row] = await inProject<{ owner: string }>(
      `SELECT pg_get_userbyid(extowner) AS owner FROM pg_extension WHERE extname = 'citext'`,
    );
    expect(row?.owner).toBe(`project_${project.ref}`);
    const disabled = await as('DELETE', `${extensions()}?id=citext`);
    expect(disabled.status).toBe(200);
  });

  it("creates, renames and drops a trigger function as the project's role, and it fires", async () => {
    const functions = `/platform/pg-meta/${project.ref}/functions`;
    const created = await as<{ id: number; name: string; security_definer: boolean }>(
      'POST',
      functions,
      {
        name: 'stamp_row',
        schema: 'public',
        language: 'plpgsql',
        return_type: 'trigger',
        security_definer: true,
        config_params: { search_path: 'public' },
        definition: "BEGIN NEW.note := 'stamped'; RETURN NEW; END",
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'stamp_row', security_definer: true });
    const [owned] = await inProject<{ owner: string; config: string[] }>(
      `SELECT pg_get_userbyid(proowner) AS owner, proconfig AS config
         FROM pg_proc WHERE oid = $1`,
      [created.body.id],
    );
    expect(owned).toEqual({ owner: `project_${project.ref}`, config: ['search_path=public'] });

    const renamed = await as<{ name: string }>('PATCH', `${functions}/${created.body.id}`, {
      name: 'stamp_note',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('stamp_note');

    const fired = await sql(
      `CREATE TABLE notes (id int PRIMARY KEY, note text);
       CREATE TRIGGER stamp BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION stamp_note();
       INSERT INTO notes (id) VALUES (1);
       SELECT note FROM notes`,
    );
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    expect(fired.body).toEqual([{ note: 'stamped' }]);

    // The trigger depends on it: RESTRICT refuses, CASCADE drops both.
    const kept = await as<ErrorBody>('DELETE', `${functions}/${created.body.id}`);
    expect(kept.status).toBe(409);
    const dropped = await as('DELETE', `${functions}/${created.body.id}?cascade=true`);
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect(
      await inProject(`SELECT 1 FROM pg_trigger WHERE tgname = 'stamp' AND NOT tgisinternal`),
    ).toEqual([]);
  });

  it('creates, lists, alters and drops a trigger as the project’s role', async () => {
    const triggers = `/platform/pg-meta/${project.ref}/triggers`;
    const ok = async <T>(query: string) => {
      const res = await sql(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as T;
    };
    const touched = async (v: number) =>
      (
        await ok<{ touched: string | null }[]>(
          `INSERT INTO pets (v) VALUES (${v}) RETURNING touched`,
        )
      )[0]!.touched;
    await ok('CREATE TABLE public.pets (v int, touched text)');
    await ok(
      `CREATE FUNCTION public.stamp() RETURNS trigger LANGUAGE plpgsql
         AS $$ begin new.touched := tg_name; return new; end $$`,
    );
    const pickable = await as<{ name: string }[]>(
      'GET',
      `/platform/pg-meta/${project.ref}/functions?trigger_functions=true`,
    );
    expect(pickable.body.map((fn) => fn.name)).toContain('stamp');

    const created = await as<Trigger>('POST', triggers, {
      name: 'on_pet',
      table: 'pets',
      function_name: 'stamp',
      events: ['INSERT'],
      orientation: 'ROW',
      condition: 'new.v > 1',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await touched(1)).toBeNull();
    expect(await touched(2)).toBe('on_pet');

    const listed = await as<Trigger[]>('GET', `${triggers}?included_schemas=public`);
    expect(listed.body.filter((t) => t.table === 'pets').map((t) => t.name)).toEqual(['on_pet']);

    const altered = await as<Trigger>('PATCH', `${triggers}/${created.body.id}`, {
      name: 'on_pet_off',
      enabled_mode: 'DISABLED',
    });
    expect(altered.body).toMatchObject({ name: 'on_pet_off', enabled_mode: 'DISABLED' });
    expect(await touched(3)).toBeNull();

    expect((await as('DELETE', `${triggers}/${created.body.id}`)).status).toBe(200);
    expect(
      (await as<Trigger[]>('GET', `${triggers}?included_schemas=public`)).body.filter(
        (t) => t.table === 'pets',
      ),
    ).toEqual([]);
  });

  it('creates, extends, renames and drops an enumerated type as the project’s role', async () => {
    const types = `/platform/pg-meta/${project.ref}/types`;
    const created = await as<EnumType>('POST', types, {
      name: `mood'"`,
      enums: ['happy'],
      comment: "it's",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const updated = await as<EnumType>('PATCH', `${types}/${created.body.id}`, {
      rename_values: [{ from: 'happy', to: "glad'" }],
      // Positions name the values as the renames leave them.
      add_values: [
        { value: 'calm', before: "glad'" },
        { value: 'curious', after: 'calm' },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.enums).toEqual(['calm', 'curious', "glad'"]);
    const [type] = await inProject<{ owner: string }>(
      `SELECT pg_get_userbyid(typowner) AS owner FROM pg_type WHERE oid = $1`,
      [created.body.id],
    );
    expect(type?.owner).toBe(`project_${project.ref}`);
    expect((await as('DELETE', `${types}/${created.body.id}`)).status).toBe(200);
    expect((await as('GET', `${types}/${created.body.id}`)).status).toBe(404);
  });
});
