import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trigger } from '../../../api/src/pg-meta/triggers/sql.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

/**
 * The triggers screen's calls in a hosted project, whose role is no superuser: a trigger on the
 * project's own table and function is created with a condition, fires, is renamed and disabled,
 * and is dropped, all as the project's role.
 */
describe('triggers in a hosted project', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  let project: ProjectBody;
  const as = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, owner, method, path, body);
  const triggers = () => `/platform/pg-meta/${project.ref}/triggers`;
  const sql = async <T>(query: string) => {
    const res = await as<T>('POST', `/platform/pg-meta/${project.ref}/query`, { query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const touched = async (v: number) =>
    (
      await sql<{ touched: string | null }[]>(
        `INSERT INTO pets (v) VALUES (${v}) RETURNING touched`,
      )
    )[0]!.touched;

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted_trg', { ATRIUM_HOSTED: 'true' });
    owner = instance.token!;
    const organization = await as<{ slug: string }>('POST', '/platform/organizations', {
      name: 'Triggers',
    });
    const created = await as<ProjectBody>(
      'POST',
      `/platform/organizations/${organization.body.slug}/projects`,
      { name: 'Triggers project' },
    );
    project = await settledProject(instance.atrium.url, owner, created.body.ref);
    expect(project.status, project.status_message).toBe('ACTIVE_HEALTHY');
    await sql('CREATE TABLE public.pets (v int, touched text)');
    await sql(
      `CREATE FUNCTION public.stamp() RETURNS trigger LANGUAGE plpgsql
         AS $$ begin new.touched := tg_name; return new; end $$`,
    );
  });
  afterAll(async () => {
    if (project) await as('DELETE', `/platform/projects/${project.ref}`);
    await instance?.close();
  });

  it('creates, lists, alters and drops a trigger as the project’s role', async () => {
    const pickable = await as<{ name: string }[]>(
      'GET',
      `/platform/pg-meta/${project.ref}/functions?trigger_functions=true`,
    );
    expect(pickable.body.map((fn) => fn.name)).toContain('stamp');

    const created = await as<Trigger>('POST', triggers(), {
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

    const listed = await as<Trigger[]>('GET', `${triggers()}?included_schemas=public`);
    expect(listed.body.map((t) => t.name)).toEqual(['on_pet']);

    const altered = await as<Trigger>('PATCH', `${triggers()}/${created.body.id}`, {
      name: 'on_pet_off',
      enabled_mode: 'DISABLED',
    });
    expect(altered.body).toMatchObject({ name: 'on_pet_off', enabled_mode: 'DISABLED' });
    expect(await touched(3)).toBeNull();

    expect((await as('DELETE', `${triggers()}/${created.body.id}`)).status).toBe(200);
    expect((await as<Trigger[]>('GET', `${triggers()}?included_schemas=public`)).body).toEqual([]);
  });
});
