import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/src/logger.js';
import { defineModule, type AtriumModule } from '../../../api/src/module/define-module.js';
import {
  applyProjectSchemasLogged,
  applyProjectSchemasToActiveProjects,
  projectDatabaseAt,
} from '../../../api/src/module/project-schemas-everywhere.js';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import { ProjectProvisioner } from '../../../api/src/projects/provision.js';
import { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

const SECRET_KEY = 'module-project-schemas-test-secret-key';
/** Unique on the shared cluster: a project's database and role are named after its ref. */
const REF = `modschema${Date.now().toString(36)}`.slice(0, 20);

/**
 * A module keeping a `notes` schema in every project's database. Each application writes a row
 * (its version and the role it ran as) so the test counts how often it ran, and where.
 */
const notesModule = (version: number): AtriumModule =>
  defineModule({
    id: 'notes',
    projectSchema: {
      version,
      async apply(client, previous) {
        await client.query('CREATE SCHEMA IF NOT EXISTS notes');
        await client.query(
          'CREATE TABLE IF NOT EXISTS notes.applications (version int, previous int, by_role text)',
        );
        await client.query('INSERT INTO notes.applications VALUES ($1, $2, current_user)', [
          version,
          previous ?? null,
        ]);
      },
    },
  });

/** A module whose project schema always fails: it must leave nothing behind, and others apply. */
const brokenModule = defineModule({
  id: 'broken',
  projectSchema: {
    version: 1,
    async apply(client) {
      await client.query('CREATE SCHEMA broken');
      throw new Error('this schema does not apply');
    },
  },
});

/**
 * docs/architecture/plugins.md, server modules: a module's versioned project schema is applied to
 * each hosted project at provisioning, by the project's own role, and to every existing project
 * (the default one included) when its version rises, once across instances starting together.
 */
describe('module project schemas', () => {
  let instance: SharedClusterInstance;
  const log = createLogger('silent');
  const secrets = SecretBox.fromSecret(SECRET_KEY);
  const inProject = <T extends pg.QueryResultRow>(ref: string, sql: string) =>
    directQuery<T>(sql, [], sharedClusterUrl(`project_${ref}`));
  // The notes plugin's records; the core storage module's schema is recorded beside them
  // (tests/integration/storage/storage-api-hosted.test.ts).
  const recorded = () =>
    directQuery<{ module: string; ref: string; version: number }>(
      `SELECT module, ref, version FROM module_project_schemas JOIN projects ON projects.id = project_id
       WHERE module <> 'storage' ORDER BY module, ref`,
      [],
      instance.platformDbUrl,
    );

  beforeAll(async () => {
    instance = await startOnSharedCluster('schemas', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
  });
  afterAll(async () => {
    await instance?.close();
    await superuserQuery(`DROP DATABASE IF EXISTS "project_${REF}" WITH (FORCE)`);
    await superuserQuery(`DROP ROLE IF EXISTS "project_${REF}"`);
  });

  it('applies it to a hosted project at provisioning, as the project’s own role, before it is active', async () => {
    await directQuery(
      `INSERT INTO projects (ref, name, organization_id, status)
       SELECT $1, $1, id, 'COMING_UP' FROM organizations ORDER BY id LIMIT 1`,
      [REF],
      instance.platformDbUrl,
    );
    const platform = new pg.Pool({ connectionString: instance.platformDbUrl, max: 3 });
    try {
      // As startAtrium wires it: the provisioner prepares the new database with the modules.
      const provisioner = new ProjectProvisioner({
        platform,
        secrets,
        serverUrl: sharedClusterUrl('postgres'),
        connectionLimit: 20,
        log,
        prepareDatabase: ({ id, ref, url }) =>
          applyProjectSchemasLogged(
            platform,
            [brokenModule, notesModule(1)],
            projectDatabaseAt(id, ref, url),
            log,
          ),
      });
      provisioner.start(REF);
      await provisioner.idle();
    } finally {
      await platform.end();
    }
    const [project] = await directQuery<{ status: string }>(
      'SELECT status FROM projects WHERE ref = $1',
      [REF],
      instance.platformDbUrl,
    );
    expect(project?.status).toBe('ACTIVE_HEALTHY');
    expect(await inProject(REF, 'SELECT * FROM notes.applications')).toEqual([
      { version: 1, previous: null, by_role: `project_${REF}` },
    ]);
    expect(
      await inProject(REF, `SELECT nspname FROM pg_namespace WHERE nspname = 'broken'`),
    ).toEqual([]);
    expect(await recorded()).toEqual([{ module: 'notes', ref: REF, version: 1 }]);
  });

  it('applies a raised version to every existing project once, with two instances starting together', async () => {
    // Two instances' platform pools and project registries, as two API processes have.
    const instances = [1, 2].map(() => {
      const platform = new pg.Pool({ connectionString: instance.platformDbUrl, max: 3 });
      return {
        platform,
        projects: new ProjectRegistry(platform, secrets, { statementTimeoutMs: 30_000 }, log),
      };
    });
    try {
      await Promise.all(
        instances.map(({ platform, projects }) =>
          applyProjectSchemasToActiveProjects(platform, [notesModule(2)], projects, log),
        ),
      );
      // Again, as at a later start: the version is recorded, so nothing runs.
      await applyProjectSchemasToActiveProjects(
        instances[0]!.platform,
        [notesModule(2)],
        instances[0]!.projects,
        log,
      );
    } finally {
      for (const { platform, projects } of instances) {
        await projects.close();
        await platform.end();
      }
    }
    expect(await inProject(REF, 'SELECT version, previous FROM notes.applications')).toEqual([
      { version: 1, previous: null },
      { version: 2, previous: 1 },
    ]);
    const defaultProject = sharedClusterUrl(instance.projectDb);
    expect(
      await directQuery('SELECT version, previous FROM notes.applications', [], defaultProject),
    ).toEqual([{ version: 2, previous: null }]);
    expect(await recorded()).toEqual([
      { module: 'notes', ref: 'default', version: 2 },
      { module: 'notes', ref: REF, version: 2 },
    ]);
  });
});
