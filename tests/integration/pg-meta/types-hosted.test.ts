import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnumType } from '../../../api/src/pg-meta/types/sql.js';
import { directQuery } from '../../harness/database.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';

/**
 * Enumerated types in a hosted project, whose role is no superuser: the screen's create, value
 * additions (before the first, after a new one), renames and drop all run as that role, and the
 * type is the project's.
 */
describe('enumerated types in a hosted project', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  let project: ProjectBody;
  const as = <T>(method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, owner, method, path, body);
  const types = () => `/platform/pg-meta/${project.ref}/types`;

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted_types', { ATRIUM_HOSTED: 'true' });
    owner = instance.token!;
    const organization = await as<{ slug: string }>('POST', '/platform/organizations', {
      name: 'Types',
    });
    const created = await as<ProjectBody>(
      'POST',
      `/platform/organizations/${organization.body.slug}/projects`,
      { name: 'Types project' },
    );
    project = await settledProject(instance.atrium.url, owner, created.body.ref);
    expect(project.status, project.status_message).toBe('ACTIVE_HEALTHY');
  });
  afterAll(async () => {
    if (project) await as('DELETE', `/platform/projects/${project.ref}`);
    await instance?.close();
  });

  it('creates, extends, renames and drops an enumerated type as the project’s role', async () => {
    const created = await as<EnumType>('POST', types(), {
      name: `mood'"`,
      enums: ['happy'],
      comment: "it's",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const updated = await as<EnumType>('PATCH', `${types()}/${created.body.id}`, {
      rename_values: [{ from: 'happy', to: "glad'" }],
      // Positions name the values as the renames leave them.
      add_values: [
        { value: 'calm', before: "glad'" },
        { value: 'curious', after: 'calm' },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.enums).toEqual(['calm', 'curious', "glad'"]);
    const [type] = await directQuery<{ owner: string }>(
      `SELECT pg_get_userbyid(typowner) AS owner FROM pg_type WHERE oid = $1`,
      [created.body.id],
      sharedClusterUrl(`project_${project.ref}`),
    );
    expect(type?.owner).toBe(`project_${project.ref}`);
    expect((await as('DELETE', `${types()}/${created.body.id}`)).status).toBe(200);
    expect((await as('GET', `${types()}/${created.body.id}`)).status).toBe(404);
  });
});
