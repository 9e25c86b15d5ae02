import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import { defineModule } from '../../../api/src/module/define-module.js';
import { ModuleReport } from '../../../api/src/module/module-report.js';
import { startModules } from '../../../api/src/module/start-modules.js';
import { moduleContexts } from '../../../api/src/module/module-context.js';
import { pluginModuleStates } from '../../../api/src/module/plugin-modules.js';
import { refusedModules } from '../../../api/src/module/refused-modules.fixture.js';
import { api } from '../../harness/api.js';
import {
  sharedClusterUrl,
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

/**
 * docs/architecture/plugins.md, server modules: the hello example's server part (a migration, a
 * project schema, a global job, routes) runs while the plugin is on, and nothing of it while it is off: no routes,
 * no job runs, no tables.
 */
describe('a plugin’s server part, switched on and off', () => {
  let on: SharedClusterInstance;
  let off: SharedClusterInstance;

  const platformQuery = async <T extends pg.QueryResultRow>(
    instance: SharedClusterInstance,
    sql: string,
    params: unknown[] = [],
  ) => {
    const client = new pg.Client({ connectionString: instance.platformDbUrl });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const helloSchema = (instance: SharedClusterInstance) =>
    platformQuery<{ table_name: string }>(
      instance,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'module_hello' ORDER BY 1`,
    );
  /** The columns of `hello.greetings` in the instance's default project database, if any. */
  const greetingsColumns = async (instance: SharedClusterInstance) => {
    const client = new pg.Client({ connectionString: sharedClusterUrl(instance.projectDb) });
    await client.connect();
    try {
      const { rows } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'hello' AND table_name = 'greetings' ORDER BY ordinal_position`,
      );
      return rows.map((row) => row.column_name);
    } finally {
      await client.end();
    }
  };
  const helloRuns = (instance: SharedClusterInstance) =>
    platformQuery<{ job: string; outcome: string | null }>(
      instance,
      `SELECT job, outcome FROM module_job_runs WHERE module = 'hello'`,
    );

  // No route of these tests' modules is called: only their declarations are read.
  const contexts = (platform: pg.Pool, log: ReturnType<typeof memoryLogger>['log']) =>
    moduleContexts({
      platform,
      log,
      projects: { resolve: () => Promise.reject(new Error('not reached')) },
      auditLog: platform,
      config: { 'keeps-notes': { bucket: 'notes' }, other: { secret: 'not for keeps-notes' } },
    });

  beforeAll(async () => {
    [on, off] = await Promise.all([
      startOnSharedCluster('hello_on', { ATRIUM_PLUGINS: 'nav,hello' }),
      startOnSharedCluster('hello_off', { ATRIUM_PLUGINS: 'nav' }),
    ]);
  });
  afterAll(() => Promise.all([on?.close(), off?.close()]));

  it('on: migrates its schema, runs its global job at start, and serves its routes', async () => {
    expect(await helloSchema(on)).toEqual([
      { table_name: 'heartbeats' },
      { table_name: 'migrations' },
    ]);
    expect(await platformQuery(on, 'SELECT id FROM module_hello.migrations')).toEqual([
      { id: '0001-heartbeats' },
    ]);
    await expect
      .poll(async () => helloRuns(on))
      .toEqual([{ job: 'heartbeat', outcome: 'succeeded' }]);
    const latest = await api<{ periodStart: string | null }>(
      'GET',
      '/api/plugins/hello/heartbeats/latest',
      undefined,
      on.atrium.url,
    );
    expect(latest.status).toBe(200);
    expect(latest.body.periodStart).toEqual(expect.any(String));
  });

  it('on: keeps its project schema in the default project, at its version, and serves its project-API route', async () => {
    expect(await greetingsColumns(on)).toEqual(['id', 'message', 'language']);
    expect(
      await platformQuery(on, `SELECT version FROM module_project_schemas WHERE module = 'hello'`),
    ).toEqual([{ version: 2 }]);
    // Reached without the project's key: the route is there, and refuses the caller.
    const notes = await fetch(`${on.atrium.url}/hello/v1/notes`);
    expect(notes.status).toBe(401);
    expect(notes.headers.get('content-type')).toMatch(/json/);
  });

  it('on: GET /platform/plugins lists it started, with its routes on both surfaces and their declarations', async () => {
    const { status, body } = await api<{
      modules: { id: string; state: string; failed: string[]; routes: unknown[] }[];
    }>('GET', '/platform/plugins', undefined, on.atrium.url);
    expect(status).toBe(200);
    expect(body.modules.find((module) => module.id === 'hello')).toEqual({
      id: 'hello',
      state: 'started',
      failed: [],
      routes: [
        {
          method: 'GET',
          path: '/hello/v1/notes',
          surface: 'project-api',
          declared: ['runsAsCaller'],
        },
        {
          method: 'GET',
          path: '/api/plugins/hello/greeting',
          surface: 'dashboard',
          declared: ['signed-in'],
        },
        {
          method: 'GET',
          path: '/api/plugins/hello/heartbeats/latest',
          surface: 'dashboard',
          declared: ['signed-in'],
        },
      ],
      permissions: [],
      auditEvents: [],
    });
    expect((await fetch(`${on.atrium.url}/platform/plugins`)).status).toBe(401);
  });

  it('off: no routes, no job runs, no tables', async () => {
    for (const path of ['/api/plugins/hello/greeting', '/api/plugins/hello/heartbeats/latest']) {
      expect((await api('GET', path, undefined, off.atrium.url)).status).toBe(404);
    }
    expect(await helloSchema(off)).toEqual([]);
    expect(
      await platformQuery(off, `SELECT 1 FROM pg_namespace WHERE nspname = 'module_hello'`),
    ).toEqual([]);
    expect(await helloRuns(off)).toEqual([]);
    expect(await greetingsColumns(off)).toEqual([]);
    // No project-API route: the path falls through to the web app, not to the project API's JSON.
    const notes = await fetch(`${off.atrium.url}/hello/v1/notes`);
    expect(notes.status).not.toBe(401);
    expect(notes.headers.get('content-type')).not.toMatch(/json/);
  });

  it('starts modules in dependency order, asks their health, and stops them in reverse after their jobs', async () => {
    const memory = memoryLogger();
    const report = new ModuleReport(memory.log);
    const platform = new pg.Pool({ connectionString: on.platformDbUrl, max: 2 });
    const events: string[] = [];
    const lifecycle = (id: string, ok: boolean) => ({
      start: async () => void events.push(`start ${id}`),
      stop: async () => void events.push(`stop ${id}`),
      health: async () => ({ ok }),
    });
    try {
      const started = await startModules(
        [
          defineModule({ id: 'second', dependsOn: ['first'], ...lifecycle('second', false) }),
          defineModule({ id: 'first', ...lifecycle('first', true) }),
          defineModule({
            id: 'cannot-start',
            start: async () => {
              throw new Error('no bucket');
            },
          }),
        ],
        {
          platform,
          log: memory.log,
          report,
          contextFor: contexts(platform, memory.log),
        },
      );
      expect(started.modules.map((module) => module.id)).toEqual(['first', 'second']);
      expect(await report.unhealthy()).toEqual(['second']);
      await started.stop();
      expect(events).toEqual(['start first', 'start second', 'stop second', 'stop first']);
      expect(report.failures()).toEqual([
        { module: 'cannot-start', stage: 'start', message: 'no bucket' },
      ]);
    } finally {
      await platform.end();
    }
  });

  it('checks every route declaration before anything of a module runs: a refused one leaves no tables, no job runs and no start', async () => {
    const memory = memoryLogger();
    const report = new ModuleReport(memory.log);
    const platform = new pg.Pool({ connectionString: on.platformDbUrl, max: 2 });
    const ran: string[] = [];
    const modules = refusedModules(ran);
    try {
      const started = await startModules(modules, {
        platform,
        log: memory.log,
        report,
        contextFor: contexts(platform, memory.log),
      });
      await started.stop();
      expect(started.modules.map((module) => module.id)).toEqual(['declared']);
      expect(report.failures()).toEqual([
        {
          module: 'undeclared-dashboard',
          stage: 'declaration',
          message: expect.stringContaining('GET /api/plugins/undeclared-dashboard/rows'),
        },
        {
          module: 'undeclared-project-api',
          stage: 'declaration',
          message: expect.stringContaining('POST /undeclared-project-api/v1/everyone'),
        },
        {
          module: 'undeclared-ingest',
          stage: 'declaration',
          message: expect.stringContaining('POST /ingest/v1/:ref/undeclared-ingest/everyone'),
        },
        { module: 'throwing-routes', stage: 'routes', message: 'no routes today' },
      ]);
      // What GET /platform/plugins answers, so /admin/plugins shows each one left out at its stage.
      expect(
        pluginModuleStates(modules, report).map(({ id, state, failed }) => ({ id, state, failed })),
      ).toEqual([
        { id: 'undeclared-dashboard', state: 'left_out', failed: ['declaration'] },
        { id: 'undeclared-project-api', state: 'left_out', failed: ['declaration'] },
        { id: 'undeclared-ingest', state: 'left_out', failed: ['declaration'] },
        { id: 'throwing-routes', state: 'left_out', failed: ['routes'] },
        { id: 'declared', state: 'started', failed: [] },
      ]);
      expect(ran).toEqual(['start declared', 'job declared']);
      expect(
        await platformQuery(
          on,
          `SELECT nspname FROM pg_namespace WHERE nspname IN
             ('module_undeclared_dashboard', 'module_undeclared_project_api',
              'module_undeclared_ingest', 'module_throwing_routes', 'module_declared')`,
        ),
      ).toEqual([{ nspname: 'module_declared' }]);
      expect(
        await platformQuery(
          on,
          `SELECT module FROM module_job_runs WHERE module IN
             ('undeclared-dashboard', 'undeclared-project-api', 'undeclared-ingest',
              'throwing-routes', 'declared')`,
        ),
      ).toEqual([{ module: 'declared' }]);
    } finally {
      await platform.end();
    }
  });

  it('hands a module typed services, its own config section and an audit port, never the raw configuration', async () => {
    const memory = memoryLogger();
    const report = new ModuleReport(memory.log);
    const platform = new pg.Pool({ connectionString: on.platformDbUrl, max: 2 });
    const seen: { keys: string[]; config: unknown; badAction?: string } = { keys: [], config: {} };
    try {
      const started = await startModules(
        [
          defineModule({
            id: 'keeps-notes',
            start: async (context) => {
              seen.keys = Object.keys(context).sort();
              seen.config = context.config;
              await context.audit.record({ action: 'notes.kept', target: { bucket: 'notes' } });
              await context.audit
                .record({ action: 'DROP TABLE audit_log;--' })
                .catch((error: Error) => (seen.badAction = error.message));
            },
          }),
        ],
        { platform, log: memory.log, report, contextFor: contexts(platform, memory.log) },
      );
      await started.stop();
      expect(seen.keys).toEqual([
        'audit',
        'config',
        'database',
        'log',
        'notices',
        'projects',
        'scheduler',
      ]);
      expect(seen.config).toEqual({ bucket: 'notes' });
      expect(seen.badAction).toMatch(/audit action .* must be lower-case/);
      expect(
        await platformQuery(
          on,
          `SELECT method, route, target, actor_user_id FROM audit_log WHERE route LIKE 'keeps-notes:%'`,
        ),
      ).toEqual([
        {
          method: 'EVENT',
          route: 'keeps-notes:notes.kept',
          target: { bucket: 'notes' },
          actor_user_id: null,
        },
      ]);
    } finally {
      await platform.end();
    }
  });

  it('leaves out a module whose migration throws, with none of its steps kept, and starts the rest', async () => {
    const memory = memoryLogger();
    const report = new ModuleReport(memory.log);
    const platform = new pg.Pool({ connectionString: on.platformDbUrl, max: 2 });
    try {
      const started = await startModules(
        [
          defineModule({
            id: 'half-made',
            migrations: [
              {
                id: '1',
                up: async (client) => void (await client.query('CREATE TABLE made (id int)')),
              },
              {
                id: '2',
                up: async (client) => void (await client.query('CREATE TABLE made (id int)')),
              },
            ],
          }),
          defineModule({ id: 'needs-half-made', dependsOn: ['half-made'] }),
          defineModule({
            id: 'whole',
            migrations: [
              {
                id: '1',
                up: async (client) => void (await client.query('CREATE TABLE made (id int)')),
              },
            ],
          }),
        ],
        {
          platform,
          log: memory.log,
          report,
          contextFor: contexts(platform, memory.log),
        },
      );
      await started.stop();
      expect(started.modules.map((module) => module.id)).toEqual(['whole']);
      expect(report.failures().map(({ module, stage }) => ({ module, stage }))).toEqual([
        { module: 'half-made', stage: 'migration' },
        { module: 'needs-half-made', stage: 'dependency' },
      ]);
      expect(
        await platformQuery(
          on,
          `SELECT nspname FROM pg_namespace WHERE nspname IN ('module_half_made', 'module_whole')`,
        ),
      ).toEqual([{ nspname: 'module_whole' }]);
    } finally {
      await platform.end();
    }
  });
});
