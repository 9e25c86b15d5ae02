import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './plugin-sources.js';

/*
 * docs/architecture/testing.md: integration tests share one embedded Postgres and one API server
 * per run. Another instance (a whole start-up: pools, bootstrap, the owner's hashed password) is
 * for a test whose subject is start-up, a deployment setting read at start, or the kind of server
 * it runs on; each file that starts one is listed here with the reason.
 */
const SUPERUSER_PROJECT =
  'a project whose DATABASE_URL role may do what only a superuser may (the shared default project runs members as a plain role)';
const HOSTED = 'hosted mode (ATRIUM_HOSTED), which the shared instance is not in';

const ALLOWED_INSTANCES: Readonly<Record<string, string>> = {
  'tests/integration/auth/access-notices.test.ts':
    'two instances behind one platform database, as behind a load balancer',
  'tests/integration/auth/first-account.test.ts': 'the first start, with and without an owner',
  'tests/integration/auth/sign-in-flood.test.ts':
    'per-address sign-in counts of its own and ATRIUM_PASSWORD_HASH_CONCURRENCY=1',
  'tests/integration/deployment-outside-repo.test.ts':
    'Atrium installed from its tarball into a folder outside the repository and started there with `atrium start`, beside a second instance of its platform database',
  'tests/integration/external-database.test.ts':
    'start-up on an external DATABASE_URL, making its own platform database',
  'tests/integration/hosted/hosted-schema-admin.test.ts': HOSTED,
  'tests/integration/hosted/init-failed.test.ts': HOSTED,
  'tests/integration/hosted/membership.test.ts': HOSTED,
  'tests/integration/hosted/pool-budget.test.ts': `${HOSTED}, with a connection budget`,
  'tests/integration/hosted/projects.test.ts': `${HOSTED}, and a restart that resumes projects`,
  'tests/integration/hosted/tenant-isolation.test.ts': `${HOSTED}, on an embedded cluster of its own`,
  'tests/integration/hosted/tenant-limits.test.ts': `${HOSTED}, with quotas`,
  'tests/integration/member-role-setting.test.ts': 'ATRIUM_MEMBER_ROLE, read at start',
  'tests/integration/modules/plugin-server-part.test.ts':
    'ATRIUM_PLUGINS: server parts are loaded at start',
  'tests/integration/modules/plugin-switches.test.ts':
    "a second instance on the same platform database, following the first one's plugin switches",
  'tests/integration/modules/project-schemas.test.ts':
    'project schemas are applied at start, by two instances starting together',
  'tests/integration/pg-meta/extensions.test.ts': SUPERUSER_PROJECT,
  'tests/integration/pg-meta/hostile-names.property.test.ts': SUPERUSER_PROJECT,
  'tests/integration/pg-meta/publications.test.ts': SUPERUSER_PROJECT,
  'tests/integration/pg-meta/request-database.test.ts':
    'a project pool of one connection (ATRIUM_DB_POOL_SIZE)',
  'tests/integration/pg-meta/roles.test.ts': SUPERUSER_PROJECT,
  'tests/integration/pooled-connections.test.ts':
    'a project pool of one connection (ATRIUM_DB_POOL_SIZE)',
  'tests/integration/postgres-restart.test.ts': 'stops and restarts its own Postgres',
  'tests/integration/profile-and-deployment.test.ts':
    'ATRIUM_PLUGINS: the deployment lists the plugins read at start',
  'tests/integration/project-api/api-keys.test.ts': `${HOSTED}: a hosted project's keys roll too`,
  'tests/integration/project-api/project-api-surface.test.ts': `${HOSTED}, with the hello plugin`,
  'tests/integration/project-api/project-jwt-secrets.test.ts': HOSTED,
  'tests/integration/storage/s3-fixture.ts': `${HOSTED}, for the S3 protocol's test files (s3-access making a second project whose access key must not reach the first), whose secret key the tests know to sign storage-js's keys`,
  'tests/integration/storage/dashboard-routes.test.ts': `${HOSTED}, whose secret key the test knows to sign project keys, with a second project`,
  'tests/integration/storage/storage-fixture.ts': `${HOSTED}, for the storage API's test files (storage-api-hosted making a second project), whose secret key the tests know to sign project keys`,
  'tests/integration/storage/s3-backend.test.ts':
    'ATRIUM_STORAGE_BACKEND=s3 and its ATRIUM_STORAGE_S3_* settings, read at start',
  'tests/integration/storage/resumable-upload.test.ts': `${HOSTED}, whose secret key the test knows to sign user JWTs, with a second project`,
  'tests/integration/storage/storage-settings.test.ts':
    'the default project’s upload limit, which it lowers to a few bytes and would refuse other files’ uploads on the shared instance',
  'tests/integration/query-cancel.test.ts':
    'ATRIUM_STATEMENT_TIMEOUT_MS, raised so only the cancel under test ends its pg_sleep(60)',
  'tests/integration/query-limits.test.ts': 'ATRIUM_QUERY_ROW_LIMIT, given to the project pools',
  'tests/integration/query-stream.test.ts':
    'ATRIUM_QUERY_ROW_LIMIT and ATRIUM_QUERY_BYTE_LIMIT, given to the project pools',
  'tests/integration/route-permissions.test.ts': 'every plugin enabled (ATRIUM_PLUGINS)',
  'tests/integration/start-command.test.ts': 'npm start itself, and Ctrl-C',
  'tests/integration/sql-title-provider.test.ts':
    'ATRIUM_AI_PROVIDER and its key, read at start, pointing at a loopback provider',
  'tests/integration/table-rows/export.test.ts': 'ATRIUM_CSV_EXPORT_LIMIT',
  'tests/integration/table-rows/upload-stall-setting.test.ts': 'ATRIUM_UPLOAD_STALL_MS',
};

/** A call of one of the harness functions that start an Atrium instance. */
const STARTS_AN_INSTANCE = /\b(?:startTestInstance|startOnSharedCluster|spawnAtrium)\s*\(/;

const startingInstances = () =>
  sourceFiles(join(ROOT, 'tests/integration'))
    .filter((file) => STARTS_AN_INSTANCE.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file))
    .sort();

describe('integration files that start an instance of their own', () => {
  it('recognises a start in any of its forms', () => {
    expect(STARTS_AN_INSTANCE.test("await startOnSharedCluster('x', {})")).toBe(true);
    expect(STARTS_AN_INSTANCE.test('startTestInstance (\n')).toBe(true);
    expect(STARTS_AN_INSTANCE.test('spawnAtrium({ PORT })')).toBe(true);
    expect(STARTS_AN_INSTANCE.test("import { startOnSharedCluster } from './x.js';")).toBe(false);
  });

  it('are each listed with a reason, and the list names no other file', () => {
    expect(startingInstances()).toEqual(Object.keys(ALLOWED_INSTANCES).sort());
    for (const reason of Object.values(ALLOWED_INSTANCES)) expect(reason.length).toBeGreaterThan(5);
  });
});
