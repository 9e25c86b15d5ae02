import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/src/logger.js';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import { ProjectProvisioner } from '../../../api/src/projects/provision.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { startTestInstance } from '../../harness/start-instance.js';
import {
  callAs,
  memberToken,
  settledProject,
  type ErrorBody,
  type ProjectBody,
} from './hosted-calls.js';

/** Shared by both instances of the resume test, so the second can read what the first sealed. */
const SECRET_KEY = 'hosted-projects-test-secret-key';

/** Quotes, a statement's end and a comment, an identifier's quote, and letters beyond ASCII. */
const HOSTILE_NAME = `Robert'); DROP TABLE projects;-- "; drop database x; Ünïcødé 🦄`;

/**
 * Hosted mode (docs/architecture/projects.md) on a real Postgres: organizations and projects
 * created through the API, each project's own database created and bootstrapped after the 201,
 * refusals while a project is not active, resuming what an instance left coming up, deletion.
 */
describe('hosted mode: organizations and projects', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  let developer: string;
  let outsider: string;
  let organization: { slug: string; name: string };
  let project: ProjectBody;
  const as = <T>(token: string, method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, token, method, path, body);
  /** A project row as `POST .../projects` writes it, without starting its provisioning. */
  const insertComingUp = (ref: string) =>
    directQuery(
      `INSERT INTO projects (ref, name, organization_id, status)
       SELECT $1, $1, id, 'COMING_UP' FROM organizations WHERE slug = $2`,
      [ref, organization.slug],
      instance.platformDbUrl,
    );
  const sealedUrl = async (ref: string) => {
    const [row] = await directQuery<{ sealed: string }>(
      'SELECT connection_string_encrypted AS sealed FROM projects WHERE ref = $1',
      [ref],
      instance.platformDbUrl,
    );
    return row!.sealed;
  };

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    owner = instance.token!;
    outsider = await memberToken(
      instance,
      owner,
      'default',
      { email: 'outsider@atrium.test', password: 'outsider-password-for-tests' },
      'owner',
    );
  });

  afterAll(async () => {
    if (!instance) return;
    const refs = await directQuery<{ ref: string }>(
      `SELECT ref FROM projects WHERE ref <> 'default'`,
      [],
      instance.platformDbUrl,
    );
    await instance.close();
    for (const { ref } of refs) {
      await superuserQuery(`DROP DATABASE IF EXISTS "project_${ref}" WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS "project_${ref}"`);
    }
  });

  it('says it is hosted', async () => {
    const { body } = await as<{ hosted: boolean }>(owner, 'GET', '/platform/deployment');
    expect(body.hosted).toBe(true);
  });

  it('creates an organization whose creator is its Owner, and that nobody else sees', async () => {
    const created = await as<{ slug: string; name: string }>(
      owner,
      'POST',
      '/platform/organizations',
      { name: `  ${HOSTILE_NAME}  ` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    organization = created.body;
    expect(organization).toEqual({
      slug: 'robert-drop-table-projects-drop-database-x-unic-de',
      name: HOSTILE_NAME,
    });
    const [member] = await directQuery<{ role: string }>(
      `SELECT m.role FROM organization_members m
         JOIN organizations o ON o.id = m.organization_id JOIN users u ON u.id = m.user_id
        WHERE o.slug = $1 AND u.email = 'owner@atrium.test'`,
      [organization.slug],
      instance.platformDbUrl,
    );
    expect(member?.role).toBe('owner');

    const mine = await as<{ slug: string }[]>(owner, 'GET', '/platform/organizations');
    expect(mine.body.map((o) => o.slug)).toContain(organization.slug);
    const theirs = await as<{ slug: string }[]>(outsider, 'GET', '/platform/organizations');
    expect(theirs.body.map((o) => o.slug)).toEqual(['default']);
    const members = await as(
      outsider,
      'GET',
      `/platform/organizations/${organization.slug}/members`,
    );
    expect(members.status).toBe(403);
  });

  it('makes a derived slug unique, refuses a chosen one that is taken, and checks the name', async () => {
    const again = await as<{ slug: string }>(owner, 'POST', '/platform/organizations', {
      name: HOSTILE_NAME,
    });
    expect(again.body.slug).toBe(`${organization.slug}-2`);
    const taken = await as<ErrorBody>(owner, 'POST', '/platform/organizations', {
      name: 'Taken',
      slug: organization.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('slug_taken');
    const unicorns = await as<{ slug: string; name: string }>(
      owner,
      'POST',
      '/platform/organizations',
      {
        name: '🦄'.repeat(64),
      },
    );
    expect(unicorns.status).toBe(201);
    expect(unicorns.body).toMatchObject({ slug: 'organization', name: '🦄'.repeat(64) });
    for (const name of ['', '   ', 'x'.repeat(65), 42]) {
      const refused = await as<ErrorBody>(owner, 'POST', '/platform/organizations', { name });
      expect(refused.status, String(name)).toBe(400);
      expect(refused.body.error.message).toMatch(/^Invalid request: name: must be/);
    }
  });

  it('creates a project COMING_UP, then its own database, bootstrapped, and makes it active', async () => {
    const created = await as<ProjectBody>(
      owner,
      'POST',
      `/platform/organizations/${organization.slug}/projects`,
      { name: HOSTILE_NAME },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      ref: expect.stringMatching(/^[a-z]{20}$/),
      name: HOSTILE_NAME,
      status: 'COMING_UP',
      organization_slug: organization.slug,
      organization_name: HOSTILE_NAME,
    });
    project = await settledProject(instance.atrium.url, owner, created.body.ref);
    expect(project).toEqual({ ...created.body, status: 'ACTIVE_HEALTHY' });

    const listed = await as<ProjectBody[]>(owner, 'GET', '/platform/projects');
    expect(listed.body).toContainEqual(project);
    const theirs = await as<ProjectBody[]>(outsider, 'GET', '/platform/projects');
    expect(theirs.body.map((p) => p.ref)).toEqual(['default']);
    expect((await as(outsider, 'GET', `/platform/projects/${project.ref}`)).status).toBe(403);
    expect((await as(outsider, 'GET', `/platform/pg-meta/${project.ref}/tables`)).status).toBe(403);

    const ran = await as<Record<string, unknown>[]>(
      owner,
      'POST',
      `/platform/pg-meta/${project.ref}/query`,
      {
        query: `SELECT current_database() AS database, current_user AS role,
                     (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
                     to_regclass('storage.buckets') IS NOT NULL AS storage,
                     pg_has_role('authenticated', 'MEMBER') AS impersonates`,
      },
    );
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    // Its own database, as its own role (no superuser), bootstrapped by that role.
    expect(ran.body).toEqual([
      {
        database: `project_${project.ref}`,
        role: `project_${project.ref}`,
        superuser: false,
        storage: true,
        impersonates: true,
      },
    ]);
    // Only its owner may connect to it, not every role of the server.
    const [connect] = await directQuery<{ others: boolean }>(
      `SELECT has_database_privilege('authenticated', $1, 'CONNECT') AS others`,
      [`project_${project.ref}`],
    );
    expect(connect?.others).toBe(false);
    // The hostile name is data only: the platform's tables are all there.
    const [tables] = await directQuery<{ projects: boolean }>(
      `SELECT to_regclass('projects') IS NOT NULL AS projects`,
      [],
      instance.platformDbUrl,
    );
    expect(tables?.projects).toBe(true);
  });

  it('lets only Owners and Administrators create and delete projects', async () => {
    developer = await memberToken(
      instance,
      owner,
      organization.slug,
      { email: 'developer@atrium.test', password: 'developer-password-for-tests' },
      'developer',
    );
    const create = await as<ErrorBody>(
      developer,
      'POST',
      `/platform/organizations/${organization.slug}/projects`,
      { name: 'Not mine to make' },
    );
    expect(create.status).toBe(403);
    expect(create.body.error.code).toBe('insufficient_permissions');
    expect((await as(developer, 'DELETE', `/platform/projects/${project.ref}`)).status).toBe(403);
    // A Developer reads the project and works in it.
    expect((await as(developer, 'GET', `/platform/projects/${project.ref}`)).status).toBe(200);
    const refused = await as<ErrorBody>(
      owner,
      'POST',
      `/platform/organizations/${organization.slug}/projects`,
      {
        name: ' ',
      },
    );
    expect(refused.status).toBe(400);
  });

  it('answers 503 while a project is not active; the next start resumes one left coming up and re-points the others', async () => {
    // As an instance that died would leave them: one before CREATE DATABASE, one after it (its
    // empty database is ours to reuse), and one whose name a foreign, non-empty database holds.
    const refs = {
      fresh: 'freshaaaaaaaaaaaaaaa',
      created: 'createdaaaaaaaaaaaaa',
      foreign: 'foreignaaaaaaaaaaaaa',
    };
    for (const ref of Object.values(refs)) {
      await insertComingUp(ref);
    }
    for (const ref of [refs.created, refs.foreign]) {
      await superuserQuery(`CREATE ROLE project_${ref} LOGIN`);
      await superuserQuery(`CREATE DATABASE project_${ref} OWNER project_${ref}`);
    }
    await directQuery(
      'CREATE TABLE precious (id int)',
      [],
      sharedClusterUrl(`project_${refs.foreign}`),
    );

    const waiting = await as<ErrorBody>(owner, 'POST', `/platform/pg-meta/${refs.fresh}/query`, {
      query: 'SELECT 1',
    });
    expect(waiting.status).toBe(503);
    expect(waiting.body.error).toEqual({
      code: 'project_not_ready',
      message: 'The project is coming up: try again when it is active',
    });
    expect(
      (await as<ProjectBody>(owner, 'GET', `/platform/projects/${refs.fresh}`)).body.status,
    ).toBe('COMING_UP');

    // As if the projects server had moved (the embedded cluster's port changes between runs).
    const secrets = SecretBox.fromSecret(SECRET_KEY);
    const stored = new URL(secrets.decrypt(await sealedUrl(project.ref)));
    stored.port = '1';
    const stale = secrets.encrypt(stored.toString());
    await directQuery(
      'UPDATE projects SET connection_string_encrypted = $2 WHERE ref = $1',
      [project.ref, stale],
      instance.platformDbUrl,
    );

    // A fresh instance on the same platform database finishes them at start.
    const second = await startTestInstance('hosted-resume', {
      DATABASE_URL: sharedClusterUrl(instance.projectDb),
      ATRIUM_PLATFORM_DATABASE_URL: instance.platformDbUrl,
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    try {
      // It pointed the created project at the projects server as configured now.
      const moved = await callAs(
        second.atrium.url,
        second.token!,
        'POST',
        `/platform/pg-meta/${project.ref}/query`,
        {
          query: 'SELECT current_database() AS database',
        },
      );
      expect(moved.body).toEqual([{ database: `project_${project.ref}` }]);
      for (const ref of [refs.fresh, refs.created]) {
        expect((await settledProject(instance.atrium.url, owner, ref)).status, ref).toBe(
          'ACTIVE_HEALTHY',
        );
        // The first instance did not keep its refusal: the project works there now.
        const ran = await as(owner, 'POST', `/platform/pg-meta/${ref}/query`, {
          query: 'SELECT current_database() AS database',
        });
        expect(ran.body).toEqual([{ database: `project_${ref}` }]);
      }
      const failed = await settledProject(instance.atrium.url, owner, refs.foreign);
      expect(failed.status).toBe('INIT_FAILED');
      expect(failed.status_message).toBe(
        `A database named project_${refs.foreign} already exists and holds tables Atrium did not create; it was left untouched`,
      );
      const refused = await as<ErrorBody>(owner, 'GET', `/platform/pg-meta/${refs.foreign}/tables`);
      expect(refused.status).toBe(503);
      expect(refused.body.error.message).toBe(
        `The project failed to start: ${failed.status_message}`,
      );
      // One project's role cannot even connect to another project's database.
      const intruder = new URL(secrets.decrypt(await sealedUrl(refs.fresh)));
      intruder.pathname = `/project_${project.ref}`;
      await expect(directQuery('SELECT 1', [], intruder.toString())).rejects.toMatchObject({
        code: '42501',
      });
      const kept = await directQuery(
        'SELECT * FROM precious',
        [],
        sharedClusterUrl(`project_${refs.foreign}`),
      );
      expect(kept).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('provisions a project once when two instances take it up together', async () => {
    const ref = 'twinsaaaaaaaaaaaaaaa';
    await insertComingUp(ref);
    // Two instances' provisioners, as two API processes sharing the platform database have.
    const platform = new pg.Pool({ connectionString: instance.platformDbUrl, max: 4 });
    try {
      const twins = [1, 2].map(
        () =>
          new ProjectProvisioner({
            platform,
            secrets: SecretBox.fromSecret(SECRET_KEY),
            serverUrl: sharedClusterUrl('postgres'),
            connectionLimit: 20,
            log: createLogger('silent'),
          }),
      );
      for (const twin of twins) twin.start(ref);
      await Promise.all(twins.map((twin) => twin.idle()));
    } finally {
      await platform.end();
    }
    // Without the lock the second CREATE DATABASE fails, and marks the project INIT_FAILED.
    const project = await settledProject(instance.atrium.url, owner, ref);
    expect(project.status, project.status_message).toBe('ACTIVE_HEALTHY');
  });

  it('deletes a project, its database with it, but never the default project', async () => {
    const refused = await as<ErrorBody>(owner, 'DELETE', '/platform/projects/default');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('default_project');

    // Its pool here is open (the queries above): deleting closes it and every other connection.
    const deleted = await as(owner, 'DELETE', `/platform/projects/${project.ref}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ ref: project.ref });
    const databases = await directQuery('SELECT 1 FROM pg_database WHERE datname = $1', [
      `project_${project.ref}`,
    ]);
    expect(databases).toEqual([]);
    const roles = await directQuery('SELECT 1 FROM pg_roles WHERE rolname = $1', [
      `project_${project.ref}`,
    ]);
    expect(roles).toEqual([]);
    const rows = await directQuery(
      'SELECT 1 FROM projects WHERE ref = $1',
      [project.ref],
      instance.platformDbUrl,
    );
    expect(rows).toEqual([]);
    const listed = await as<ProjectBody[]>(owner, 'GET', '/platform/projects');
    expect(listed.body.map((p) => p.ref)).not.toContain(project.ref);
    expect((await as(owner, 'GET', `/platform/projects/default`)).status).toBe(200);

    // The deletion stays in the organization's audit log, though the project's row is gone.
    const audit = await as<{ entries: { method: string; target: { ref?: string } }[] }>(
      owner,
      'GET',
      `/platform/organizations/${organization.slug}/audit`,
    );
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ method: 'DELETE', target: { ref: project.ref } }),
    );
    // As named events, the project named as it was.
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ action: 'project.deleted', target_name: project.name }),
    );
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'project.created',
        target_name: project.name,
        details: { ref: project.ref },
      }),
    );
  });
});
