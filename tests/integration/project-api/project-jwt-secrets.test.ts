import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../api/src/platform/secret-box.js';
import {
  backfillProjectJwtSecrets,
  projectJwtSecret,
} from '../../../api/src/project-api/project-jwt-secrets.js';
import { directQuery, superuserQuery } from '../../harness/database.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, settledProject, type ProjectBody } from '../hosted/hosted-calls.js';
import {
  addOrganization,
  addProject,
  freshPlatformDatabase,
  type PlatformDatabase,
} from '../platform/platform-database.js';

const SECRET_KEY = 'project-jwt-secrets-test-secret-key';

/** Per-project JWT secrets (docs/architecture/project-api.md): made, sealed, kept. */
describe('project JWT secrets', () => {
  describe('backfill at start', () => {
    let db: PlatformDatabase;
    const secrets = SecretBox.fromSecret(randomBytes(32).toString('base64url'));

    beforeAll(async () => {
      db = await freshPlatformDatabase('jwt_backfill');
    });
    afterAll(() => db?.close());

    it('gives every project without a secret its own, sealed, and never replaces one', async () => {
      const organization = await addOrganization(db.pool, 'jwt-backfill');
      await addProject(db.pool, organization, 'first-project');
      await addProject(db.pool, organization, 'second-project');
      expect(await backfillProjectJwtSecrets(db.pool, secrets)).toBe(2);

      const first = await projectJwtSecret(db.pool, secrets, 'first-project');
      const second = await projectJwtSecret(db.pool, secrets, 'second-project');
      expect(first!.secret).toHaveLength(64);
      expect(second!.secret).not.toBe(first!.secret);
      const { rows } = await db.pool.query<{ sealed: string }>(
        'SELECT secret_encrypted AS sealed FROM project_jwt_secrets',
      );
      for (const { sealed } of rows) {
        expect(sealed).not.toContain(first!.secret);
        expect(sealed).not.toContain(second!.secret);
      }

      expect(await backfillProjectJwtSecrets(db.pool, secrets)).toBe(0);
      expect((await projectJwtSecret(db.pool, secrets, 'first-project'))!.secret).toBe(
        first!.secret,
      );
      expect(await projectJwtSecret(db.pool, secrets, 'no-such-project')).toBeUndefined();
    });
  });

  describe('on a hosted instance', () => {
    let instance: SharedClusterInstance;
    let project: ProjectBody;

    beforeAll(async () => {
      instance = await startOnSharedCluster('jwt_secrets', {
        ATRIUM_HOSTED: 'true',
        ATRIUM_SECRET_KEY: SECRET_KEY,
      });
    });

    afterAll(async () => {
      if (!instance) return;
      await instance.close();
      if (!project) return;
      await superuserQuery(`DROP DATABASE IF EXISTS "project_${project.ref}" WITH (FORCE)`);
      await superuserQuery(`DROP ROLE IF EXISTS "project_${project.ref}"`);
    });

    it('the default project has one from start', async () => {
      const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
      expect(secret).toHaveLength(64);
    });

    it('a hosted project gets its own at provisioning, before it is active', async () => {
      const created = await callAs<ProjectBody>(
        instance.atrium.url,
        instance.token!,
        'POST',
        '/platform/organizations/default/projects',
        { name: 'Keys' },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      project = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
      expect(project.status).toBe('ACTIVE_HEALTHY');
      const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, project.ref);
      const defaultSecret = await readProjectJwtSecret(
        instance.platformDbUrl,
        SECRET_KEY,
        'default',
      );
      expect(secret).toHaveLength(64);
      expect(secret).not.toBe(defaultSecret);
    });

    it('no project answer carries a secret', async () => {
      const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
      for (const path of ['/platform/projects', '/platform/projects/default']) {
        const { body } = await callAs(instance.atrium.url, instance.token!, 'GET', path);
        expect(JSON.stringify(body)).not.toContain(secret);
      }
      const rows = await directQuery(
        'SELECT 1 FROM project_jwt_secrets',
        [],
        instance.platformDbUrl,
      );
      expect(rows.length).toBe(2);
    });
  });
});
