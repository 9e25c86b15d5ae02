import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from './hosted-calls.js';

/** A projects server nothing listens on, with a password that must never be shown. */
const UNREACHABLE = 'postgres://creator:not-to-be-shown@127.0.0.1:1/postgres';

/** docs/architecture/projects.md: a project that cannot be created says why, and nothing more. */
describe('hosted mode: a project whose database cannot be created', () => {
  let instance: SharedClusterInstance;

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted_failed', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_PROJECTS_DATABASE_URL: UNREACHABLE,
    });
  });
  afterAll(() => instance?.close());

  it('ends INIT_FAILED with a message safe to show, and its routes answer 503 with it', async () => {
    const as = <T>(method: string, path: string, body?: unknown) =>
      callAs<T>(instance.atrium.url, instance.token!, method, path, body);
    const created = await as<ProjectBody>('POST', '/platform/organizations/default/projects', {
      name: 'Doomed',
    });
    expect(created.status).toBe(201);
    const project = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
    expect(project).toMatchObject({
      status: 'INIT_FAILED',
      status_message: 'The projects database server could not be reached',
    });
    const refused = await as<{ error: { code: string; message: string } }>(
      'POST',
      `/platform/pg-meta/${project.ref}/query`,
      { query: 'SELECT 1' },
    );
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({
      code: 'project_not_ready',
      message: 'The project failed to start: The projects database server could not be reached',
    });
    const everything = JSON.stringify([project, refused.body]);
    expect(everything).not.toContain('not-to-be-shown');
    expect(everything).not.toContain('127.0.0.1');
  });
});
