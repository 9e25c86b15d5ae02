import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { BODY_TYPE_DECLARATION } from '../../api/src/http/body-type.js';
import { PERMISSION_DECLARATION } from '../../api/src/http/permission-middleware.js';
import { createLogger } from '../../api/src/logger.js';
import { ingestDeclarationOf } from '../../api/src/ingest/ingest-declarations.js';
import { projectApiDeclarationOf } from '../../api/src/project-api/project-api-declarations.js';
import {
  isUnderPrefixes,
  SELF_AUTHENTICATED_PREFIXES,
} from '../../api/src/project-api/project-api-surface.js';
import { loadServerPlugins } from '../../api/src/module/load-server-plugins.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';
import type { SecretBox } from '../../api/src/platform/secret-box.js';
import { storageModule } from '../../api/src/storage/module.js';
import { directQuery } from '../harness/database.js';
import { bearer, signInSession } from '../harness/owner.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { REPO_ROOT } from '../harness/start-instance.js';

/** Every plugin installed here switched on, the examples' included, so their routes are walked. */
const EVERY_PLUGIN = 'nav,data-grid,rls,storage,admin,sql,reports,hello,faulty';

/**
 * The only routes a signed-out caller may reach (the static web app aside): issue 13's list, and
 * the docs site the sign-in page links to (issue 21, item 20), as static and as public.
 */
const PUBLIC = [
  'GET /health',
  'POST /auth/v1/token',
  'GET /auth/v1/setup',
  'POST /auth/v1/setup',
  'GET /docs',
  'GET /docs/*',
];

/**
 * Changes a Read-only member may make: to their own account and membership only. Every other
 * change MUST be refused to them (403), so a new mutating route is either declared with a grant
 * Read-only lacks, or added here on purpose.
 */
const OWN_ACCOUNT_CHANGES = [
  'POST /auth/v1/logout',
  'PUT /auth/v1/user',
  'POST /auth/v1/factors',
  'POST /auth/v1/factors/:id/challenge',
  'POST /auth/v1/factors/:id/verify',
  'PATCH /auth/v1/factors/:id',
  'DELETE /auth/v1/factors/:id',
  'POST /auth/v1/recovery-codes',
  'POST /auth/v1/recovery-codes/verify',
  'POST /platform/profile/access-tokens',
  'DELETE /platform/profile/access-tokens/:id',
  'POST /platform/organizations/:slug/invitations/accept',
  // Hosted mode only: any signed-in user may start an organization, of which they become Owner.
  'POST /platform/organizations',
];

/**
 * Requests that change nothing, sent as POST for their body: parsing SQL, previewing a policy's
 * SQL, reading one large cell. Each MUST be declared with a read grant.
 */
const POSTED_READS = [
  'POST /platform/pg-meta/:ref/query/parse',
  // A Read-only member's SQL runs as a read role in a read-only transaction (docs/api.md).
  'POST /platform/pg-meta/:ref/query/results',
  // Rolled back whatever it ran; a Read-only member's in a read-only transaction too.
  'POST /platform/pg-meta/:ref/query/explain',
  'POST /platform/pg-meta/:ref/policies/preview',
  'POST /platform/pg-meta/:ref/tables/:id/rows/value',
  'POST /platform/storage/:ref/buckets/:id/objects/list',
  'POST /platform/storage/:ref/buckets/:id/objects/download',
  'POST /platform/storage/:ref/buckets/:id/objects/sign',
  'POST /platform/storage/:ref/buckets/:id/objects/public-url',
  'POST /platform/storage/:ref/buckets/:id/objects/zip',
];

/**
 * Requests a Read-only member may send because what they change is their own: their SQL
 * history, cancelling their own run in the SQL editor, and telling the server of a plugin failure
 * their own browser contained (docs/architecture/plugins.md). Each is declared as given here.
 */
const OWN_DATA_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  'DELETE /platform/projects/:ref/sql-history': ['sql:admin:read sql'],
  'POST /platform/pg-meta/:ref/query/cancel': ['sql:admin:read sql'],
  'POST /platform/plugins/failures': ['signed-in'],
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Endpoint {
  readonly method: string;
  readonly path: string;
  /** What the route declared: `public`, `signed-in`, `session`, or `action resource`. */
  readonly declared: readonly string[];
  /** The body type the route takes: JSON, or what it declared with `streamsBody`. */
  readonly bodyType: string;
  /** A project-API route a request without a key may reach (`keyOptional()`). */
  readonly keyOptional?: boolean;
}

/** Marks a `keyOptional()` route (api/src/project-api/key-optional.ts). */
const KEY_OPTIONAL = Symbol.for('atrium.project-api-key-optional');

/**
 * Project-API routes that a request without a key may reach: a signed URL's own token, or a
 * public bucket, stands in for it (docs/architecture/storage.md); image rendering answers 501 to
 * all. A key that is sent is still verified, so a forged one is 401.
 */
const KEY_OPTIONAL_ROUTES = [
  'GET /storage/v1/object/sign/:bucket/:name{.+}',
  'PUT /storage/v1/object/upload/sign/:bucket/:name{.+}',
  'GET /storage/v1/object/public/:bucket/:name{.+}',
  'GET /storage/v1/render/image/:rest{.+}',
];

/**
 * The real app's route table, with every plugin's routes, as `createApp` mounts them: the
 * dashboard surface's, then the project API surface's (routes declaring `runsAsCaller` or
 * `serviceRoleOnly`), each walked with its own surface's credentials.
 */
async function routeTables(): Promise<[Endpoint[], Endpoint[], Endpoint[]]> {
  const config = loadConfig({ ATRIUM_PLUGINS: EVERY_PLUGIN }, REPO_ROOT);
  const log = createLogger('silent');
  const app = createApp({
    platform: {} as pg.Pool,
    projects: {} as ProjectRegistry,
    log,
    deployment: { plugins: config.plugins, hosted: false, flags: {} },
    serverPlugins: await loadServerPlugins(config, log),
    // The core modules that serve the project API, and their dashboard routes (only built here).
    projectApiModules: [
      storageModule({
        platform: { get: () => ({ pool: {} as pg.Pool, secrets: {} as SecretBox }) },
        projects: { get: () => ({}) as ProjectRegistry },
        stateDir: config.stateDir,
        log,
      }),
    ],
  });
  const byKey = new Map<string, Endpoint>();
  const projectApi = new Map<string, Endpoint>();
  const ingest = new Map<string, Endpoint>();
  const keyOptional = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const ingestDeclaration = ingestDeclarationOf(route.handler);
    if (ingestDeclaration) {
      const key = `${route.method} ${route.path}`;
      const declared = [...projectApiDeclarationsOf(ingest, key), ingestDeclaration];
      ingest.set(key, { method: route.method, path: route.path, declared, bodyType: '' });
      continue;
    }
    const projectApiDeclaration = projectApiDeclarationOf(route.handler);
    if (projectApiDeclaration) {
      const key = `${route.method} ${route.path}`;
      const declared = [...projectApiDeclarationsOf(projectApi, key), projectApiDeclaration];
      projectApi.set(key, { method: route.method, path: route.path, declared, bodyType: '' });
      continue;
    }
    if ((route.handler as { [KEY_OPTIONAL]?: true })[KEY_OPTIONAL]) {
      keyOptional.add(`${route.method} ${route.path}`);
      continue;
    }
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      declared: [],
      bodyType: 'application/json',
    };
    const handler = route.handler as {
      [PERMISSION_DECLARATION]?: string;
      [BODY_TYPE_DECLARATION]?: string;
    };
    const declaration = handler[PERMISSION_DECLARATION];
    byKey.set(key, {
      ...endpoint,
      declared: declaration ? [...endpoint.declared, declaration] : endpoint.declared,
      bodyType: handler[BODY_TYPE_DECLARATION] ?? endpoint.bodyType,
    });
  }
  // A project-API route's own path is never also a dashboard route.
  for (const key of [...projectApi.keys(), ...ingest.keys()]) byKey.delete(key);
  const projectApiEndpoints = [...projectApi].map(([key, endpoint]) => ({
    ...endpoint,
    keyOptional: keyOptional.has(key),
  }));
  return [[...byKey.values()], projectApiEndpoints, [...ingest.values()]];
}

const projectApiDeclarationsOf = (table: Map<string, Endpoint>, key: string) =>
  table.get(key)?.declared ?? [];

/** A concrete URL for a route pattern: projects and organizations are `default`, ids are 1. */
const pathFor = (path: string) =>
  path
    .replace(/:ref(\{[^}]*\})?/g, 'default')
    .replace(/:slug(\{[^}]*\})?/g, 'default')
    .replace(/:[\w-]+(\{[^}]*\})?/g, '1');

/**
 * docs/architecture/permissions.md: every route but the public ones answers 401 without a
 * session, and every change answers 403 to a Read-only member, on a real instance with every
 * plugin on. A route added without a declaration answers neither, and fails here.
 */
describe('the route table, signed out and as a Read-only member', () => {
  let instance: SharedClusterInstance;
  let endpoints: Endpoint[];
  let projectApiEndpoints: Endpoint[];
  let ingestEndpoints: Endpoint[];
  let reader: string;
  const readerAccount = { email: 'reader@atrium.test', password: 'reader-password-for-tests' };

  const send = (
    path: string,
    init: { method: string; token?: string; headers?: object; bodyType?: string },
  ) =>
    fetch(`${instance.atrium.url}${path}`, {
      method: init.method,
      headers: {
        ...(init.token ? bearer(init.token) : {}),
        ...(MUTATING.has(init.method)
          ? { 'content-type': init.bodyType ?? 'application/json' }
          : {}),
        ...init.headers,
      },
      body: MUTATING.has(init.method)
        ? init.bodyType === 'text/csv'
          ? 'a\n1\n'
          : '{}'
        : undefined,
    });

  beforeAll(async () => {
    [instance, [endpoints, projectApiEndpoints, ingestEndpoints]] = await Promise.all([
      startOnSharedCluster('routes', { ATRIUM_PLUGINS: EVERY_PLUGIN }),
      routeTables(),
    ]);
    const added = await fetch(`${instance.atrium.url}/platform/organizations/default/members`, {
      method: 'POST',
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...readerAccount, role: 'read_only' }),
    });
    expect(added.status).toBe(201);
    reader = (await signInSession(instance.atrium.url, readerAccount)).access_token;
  });
  afterAll(() => instance?.close());

  it('walks every route, plugins included, and each declares exactly one permission', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain('POST /platform/pg-meta/:ref/query');
    expect(keys).toContain('GET /api/plugins/hello/greeting');
    expect(keys).toContain('PATCH /platform/projects/:ref/config/storage');
    expect(keys).toContain('DELETE /platform/storage/:ref/buckets/:id/objects');
    expect(endpoints.length).toBeGreaterThan(80);
    for (const endpoint of endpoints) {
      expect(endpoint.declared, `${endpoint.method} ${endpoint.path}`).toHaveLength(1);
    }
  });

  it('walks the project API surface: one declaration each, and 401 without a project key (S3: its own refusal)', async () => {
    const keys = projectApiEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain('GET /hello/v1/notes');
    expect(
      projectApiEndpoints.filter((e) => e.keyOptional).map((e) => `${e.method} ${e.path}`),
    ).toEqual(KEY_OPTIONAL_ROUTES);
    const admitted: string[] = [];
    for (const { method, path, declared, keyOptional } of projectApiEndpoints) {
      expect(declared, `${method} ${path}`).toHaveLength(1);
      const tries = await Promise.all([
        send(pathFor(path), { method }),
        send(pathFor(path), { method, headers: { apikey: 'not.a.jwt' } }),
        // Atrium's own sessions are no credential here.
        send(pathFor(path), { method, token: reader }),
        send(pathFor(path), { method, token: reader, headers: { apikey: reader } }),
      ]);
      await Promise.all(tries.map((response) => response.arrayBuffer()));
      // S3's routes check their own signature (no key is asked): refused as S3 refuses, 403
      // AccessDenied unsigned or 400 for a bearer where a signature belongs, never served.
      if (isUnderPrefixes(path, SELF_AUTHENTICATED_PREFIXES)) {
        if (tries.some((response) => response.status !== 403 && response.status !== 400)) {
          admitted.push(`${method} ${path}: ${tries.map((r) => r.status).join(', ')}`);
        }
        continue;
      }
      // Without a key a key-optional route answers by its own token; a key sent is verified.
      const keyed = keyOptional ? [tries[1]!, tries[3]!] : tries;
      if (keyed.some((response) => response.status !== 401)) {
        admitted.push(`${method} ${path}: ${tries.map((response) => response.status).join(', ')}`);
      }
    }
    expect(admitted).toEqual([]);
  });

  it('walks the ingest surface: one declaration each, and 401 without a warehouse token', async () => {
    const keys = ingestEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(['POST /ingest/v1/:ref/events']);
    const admitted: string[] = [];
    for (const { method, path, declared } of ingestEndpoints) {
      expect(declared, `${method} ${path}`).toEqual(['requiresWarehouseToken']);
      const tries = await Promise.all([
        send(pathFor(path), { method }),
        send(pathFor(path), { method, token: 'atr_wh_forged' }),
        // Atrium's own sessions and personal tokens are no credential here.
        send(pathFor(path), { method, token: reader }),
        send(pathFor(path), { method, token: instance.token }),
      ]);
      await Promise.all(tries.map((response) => response.arrayBuffer()));
      if (tries.some((response) => response.status !== 401)) {
        admitted.push(`${method} ${path}: ${tries.map((response) => response.status).join(', ')}`);
      }
    }
    expect(admitted).toEqual([]);
  });

  it('has only the agreed public routes', () => {
    const open = endpoints
      .filter((e) => e.declared.includes('public'))
      .map((e) => `${e.method} ${e.path}`);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 401 to every other route without a session, or with a forged token', async () => {
    const refusedTwice: string[] = [];
    for (const { method, path, bodyType } of endpoints) {
      if (PUBLIC.includes(`${method} ${path}`)) continue;
      const anonymous = await send(pathFor(path), { method, bodyType });
      const forged = await send(pathFor(path), { method, bodyType, token: 'not.a.jwt' });
      await Promise.all([anonymous.arrayBuffer(), forged.arrayBuffer()]);
      if (anonymous.status !== 401 || forged.status !== 401) {
        refusedTwice.push(`${method} ${path}: ${anonymous.status}, ${forged.status}`);
      }
    }
    expect(refusedTwice).toEqual([]);
  });

  it('answers 403 to a Read-only member on every change but their own account', async () => {
    // Reads sent as POST are no changes; the rest are tried for real.
    const allowed: string[] = [];
    for (const { method, path, declared, bodyType } of endpoints) {
      const key = `${method} ${path}`;
      if (!MUTATING.has(method) || PUBLIC.includes(key)) continue;
      if (POSTED_READS.includes(key)) {
        expect(declared, key).toEqual([expect.stringMatching(/^\S+:read /)]);
        continue;
      }
      if (key in OWN_DATA_REQUESTS) {
        expect(declared, key).toEqual(OWN_DATA_REQUESTS[key]);
        continue;
      }
      if (OWN_ACCOUNT_CHANGES.includes(key)) {
        // Never sent (it would sign the reader out): it must at least be about the caller only.
        expect(declared, key).toEqual([expect.stringMatching(/^(session|signed-in)/)]);
        continue;
      }
      const response = await send(pathFor(path), { method, bodyType, token: reader });
      await response.arrayBuffer();
      if (response.status !== 403) allowed.push(`${key}: ${response.status}`);
    }
    expect(allowed).toEqual([]);
  });

  it('keeps a member of one organization out of another organization and its projects', async () => {
    const [other] = await directQuery<{ id: string }>(
      `INSERT INTO organizations (slug, name) VALUES ('other', 'Other') RETURNING id::text AS id`,
      [],
      instance.platformDbUrl,
    );
    await directQuery(
      `INSERT INTO projects (ref, organization_id, name, connection_string_encrypted)
       VALUES ('other-app', $1, 'Other app', 'unused')`,
      [other!.id],
      instance.platformDbUrl,
    );
    for (const path of [
      '/platform/pg-meta/other-app/tables',
      '/platform/projects/other-app',
      '/platform/organizations/other/members',
      '/platform/organizations/other/audit',
    ]) {
      expect((await send(path, { method: 'GET', token: reader })).status, path).toBe(403);
    }
    const projects = await send('/platform/projects', { method: 'GET', token: reader });
    expect(((await projects.json()) as { ref: string }[]).map((p) => p.ref)).toEqual(['default']);
  });

  it('refuses a Read-only member SQL, which could change anything', async () => {
    const response = await send('/platform/pg-meta/default/query', {
      method: 'POST',
      token: reader,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_permissions' } });
  });

  it("refuses a bearer token sent from a foreign page, before the token's grants count", async () => {
    const response = await send('/platform/pg-meta/default/query', {
      method: 'POST',
      token: instance.token,
      headers: { origin: 'http://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
  });

  it('lets a personal token act for its user, never manage the account, and dies with its user', async () => {
    const doomed = { email: 'doomed@atrium.test', password: 'doomed-password-for-tests' };
    await fetch(`${instance.atrium.url}/platform/organizations/default/members`, {
      method: 'POST',
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...doomed, role: 'developer' }),
    });
    const session = await signInSession(instance.atrium.url, doomed);
    const made = await fetch(`${instance.atrium.url}/platform/profile/access-tokens`, {
      method: 'POST',
      headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'script' }),
    });
    const { token } = (await made.json()) as { token: string };
    const tables = '/platform/pg-meta/default/tables';
    expect((await send(tables, { method: 'GET', token })).status).toBe(200);
    expect((await send('/auth/v1/user', { method: 'GET', token })).status).toBe(403);

    // Deleted by hand, not through the API: the instance hears of it by the platform's notice,
    // within milliseconds (docs/architecture/auth.md, What an instance remembers).
    await directQuery(`DELETE FROM users WHERE email = $1`, [doomed.email], instance.platformDbUrl);
    await expect
      .poll(async () => (await send(tables, { method: 'GET', token })).status, { timeout: 2000 })
      .toBe(401);
    expect((await send(tables, { method: 'GET', token: session.access_token })).status).toBe(401);
  });
});
