import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_PARTY_PLUGINS } from '@atrium/common/first-party-plugins';
import { SCRYPT_PARAMS } from './auth/password-hash.js';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  // Each a folder of its own, removed after: a run left fifteen behind in the temp folder.
  const roots: string[] = [];
  const emptyRoot = async () => {
    const root = await mkdtemp(join(tmpdir(), 'atrium-config-'));
    roots.push(root);
    return root;
  };
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('defaults to 127.0.0.1:8000, .atrium/ and every first-party plugin', async () => {
    const root = await emptyRoot();
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8000,
      stateDir: join(root, '.atrium'),
    });
    expect(config.plugins).toEqual(FIRST_PARTY_PLUGINS);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads the environment', async () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        ATRIUM_DATA_DIR: '/var/atrium',
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        ATRIUM_STATEMENT_TIMEOUT_MS: '5000',
        ATRIUM_PLUGINS: 'nav, sql ,',
      },
      await emptyRoot(),
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      stateDir: '/var/atrium',
      databaseUrl: 'postgres://u:p@db:5432/app',
      statementTimeoutMs: 5000,
      plugins: ['nav', 'sql'],
    });
  });

  it('takes the plugin list from atrium.config.json unless ATRIUM_PLUGINS overrides it', async () => {
    const root = await emptyRoot();
    await writeFile(join(root, 'atrium.config.json'), JSON.stringify({ plugins: ['nav', 'rls'] }));
    expect(loadConfig({}, root).plugins).toEqual(['nav', 'rls']);
    expect(loadConfig({ ATRIUM_PLUGINS: 'sql' }, root).plugins).toEqual(['sql']);
  });

  it('reads each module’s own settings from atrium.config.json, and refuses a section that is no object', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).modules).toEqual({});
    const file = join(root, 'atrium.config.json');
    await writeFile(file, JSON.stringify({ modules: { storage: { bucketsDir: '/srv' } } }));
    expect(loadConfig({}, root).modules).toEqual({ storage: { bucketsDir: '/srv' } });
    await writeFile(file, JSON.stringify({ modules: { storage: 'somewhere' } }));
    expect(() => loadConfig({}, root)).toThrow(/Invalid .*atrium\.config\.json/);
  });

  it('lets any origin call the project API unless ATRIUM_PROJECT_API_ORIGINS narrows it', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).projectApiOrigins).toEqual(['*']);
    expect(
      loadConfig({ ATRIUM_PROJECT_API_ORIGINS: 'https://a.example, https://b.example' }, root)
        .projectApiOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('answers to the loopback names and the listen address unless ATRIUM_ALLOWED_HOSTS is set', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).allowedHosts).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(loadConfig({ HOST: '10.0.0.5' }, root).allowedHosts).toContain('10.0.0.5');
    expect(
      loadConfig({ ATRIUM_ALLOWED_HOSTS: 'atrium.example, localhost ,' }, root).allowedHosts,
    ).toEqual(['atrium.example', 'localhost']);
  });

  it('caps JSON bodies at 16 MB unless ATRIUM_JSON_BODY_LIMIT_MB says otherwise', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).jsonBodyLimitBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ ATRIUM_JSON_BODY_LIMIT_MB: '0.5' }, root).jsonBodyLimitBytes).toBe(
      512 * 1024,
    );
    expect(() => loadConfig({ ATRIUM_JSON_BODY_LIMIT_MB: '0' }, root)).toThrow(
      /ATRIUM_JSON_BODY_LIMIT_MB/,
    );
  });

  it('cancels a CSV upload that sends nothing for 60 s unless ATRIUM_UPLOAD_STALL_MS says otherwise', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).uploadStallMs).toBe(60_000);
    expect(loadConfig({ ATRIUM_UPLOAD_STALL_MS: '1500' }, root).uploadStallMs).toBe(1500);
    for (const wrong of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ ATRIUM_UPLOAD_STALL_MS: wrong }, root)).toThrow(
        /ATRIUM_UPLOAD_STALL_MS/,
      );
    }
  });

  it('hashes passwords at scrypt’s N = 2^15 unless ATRIUM_PASSWORD_HASH_COST says otherwise', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).passwordHashCost).toEqual(SCRYPT_PARAMS);
    expect(loadConfig({ ATRIUM_PASSWORD_HASH_COST: '10' }, root).passwordHashCost).toEqual({
      ...SCRYPT_PARAMS,
      log2N: 10,
    });
    for (const wrong of ['9', '17', '12.5', 'cheap']) {
      expect(() => loadConfig({ ATRIUM_PASSWORD_HASH_COST: wrong }, root)).toThrow(
        /ATRIUM_PASSWORD_HASH_COST: must be a whole number from 10 to 16/,
      );
    }
  });

  it('reads the first owner from ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD, set together', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).owner).toBeUndefined();
    expect(
      loadConfig(
        { ATRIUM_ADMIN_EMAIL: 'me@example.test', ATRIUM_ADMIN_PASSWORD: 'long enough' },
        root,
      ).owner,
    ).toEqual({ email: 'me@example.test', password: 'long enough' });
    expect(() => loadConfig({ ATRIUM_ADMIN_EMAIL: 'me@example.test' }, root)).toThrow(
      /set together or not at all/,
    );
    expect(() =>
      loadConfig({ ATRIUM_ADMIN_EMAIL: 'me@example.test', ATRIUM_ADMIN_PASSWORD: 'short' }, root),
    ).toThrow(/ATRIUM_ADMIN_PASSWORD: must be at least 8 characters/);
    expect(() =>
      loadConfig(
        { ATRIUM_ADMIN_EMAIL: 'not an address', ATRIUM_ADMIN_PASSWORD: 'long enough' },
        root,
      ),
    ).toThrow(/ATRIUM_ADMIN_EMAIL: must be an email address/);
  });

  it('is self-hosted unless ATRIUM_HOSTED=true, and reads where hosted projects are created', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root)).toMatchObject({ hosted: false, projectsDatabaseUrl: undefined });
    expect(loadConfig({ ATRIUM_HOSTED: 'false' }, root).hosted).toBe(false);
    expect(
      loadConfig(
        {
          ATRIUM_HOSTED: 'true',
          ATRIUM_PROJECTS_DATABASE_URL: 'postgresql://creator:pw@db:5432/postgres',
        },
        root,
      ),
    ).toMatchObject({
      hosted: true,
      projectsDatabaseUrl: 'postgresql://creator:pw@db:5432/postgres',
    });
    expect(() => loadConfig({ ATRIUM_HOSTED: 'yes' }, root)).toThrow(
      /ATRIUM_HOSTED: must be true or false/,
    );
    expect(() => loadConfig({ ATRIUM_PROJECTS_DATABASE_URL: 'http://db' }, root)).toThrow(
      /ATRIUM_PROJECTS_DATABASE_URL/,
    );
  });

  it('takes ATRIUM_MEMBER_ROLE with an external DATABASE_URL only', async () => {
    const root = await emptyRoot();
    const external = { DATABASE_URL: 'postgresql://admin:pw@db:5432/app' };
    expect(loadConfig({ ...external, ATRIUM_MEMBER_ROLE: 'app_members' }, root)).toMatchObject({
      memberRole: 'app_members',
    });
    expect(loadConfig(external, root).memberRole).toBeUndefined();
    expect(() => loadConfig({ ATRIUM_MEMBER_ROLE: 'app_members' }, root)).toThrow(
      /ATRIUM_MEMBER_ROLE applies to an external DATABASE_URL only/,
    );
  });

  it('limits each hosted project to twice the pool in connections and each organization to 2 projects, unless set', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root)).toMatchObject({
      projectConnectionLimit: 20,
      projectsPerOrganization: 2,
    });
    expect(loadConfig({ ATRIUM_DB_POOL_SIZE: '4' }, root).projectConnectionLimit).toBe(8);
    expect(
      loadConfig(
        { ATRIUM_PROJECT_CONNECTION_LIMIT: '7', ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION: '30' },
        root,
      ),
    ).toMatchObject({ projectConnectionLimit: 7, projectsPerOrganization: 30 });
    for (const wrong of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ ATRIUM_PROJECT_CONNECTION_LIMIT: wrong }, root)).toThrow(
        /ATRIUM_PROJECT_CONNECTION_LIMIT: must be/,
      );
      expect(() => loadConfig({ ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION: wrong }, root)).toThrow(
        /ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION/,
      );
    }
  });

  it('names the variable that is wrong', async () => {
    const root = await emptyRoot();
    expect(() => loadConfig({ PORT: '70000' }, root)).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: 'eighty' }, root)).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, root)).toThrow(/DATABASE_URL/);
  });

  it('keeps bytes on the file system unless ATRIUM_STORAGE_BACKEND=s3 brings its settings', async () => {
    const root = await emptyRoot();
    expect(loadConfig({}, root).storage).toEqual({ kind: 'file' });
    expect(() => loadConfig({ ATRIUM_STORAGE_BACKEND: 's3' }, root)).toThrow(
      /ATRIUM_STORAGE_BACKEND=s3 needs ATRIUM_STORAGE_S3_ENDPOINT/,
    );
  });
});
