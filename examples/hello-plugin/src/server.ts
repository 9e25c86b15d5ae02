import {
  asCaller,
  defineModule,
  requiresSignedIn,
  runsAsCaller,
  type AppEnv,
  type PluginRoutes,
  type ProjectApiEnv,
} from '@atrium/plugin-server';
import { Hono } from 'hono';

/**
 * The plugin's server part, started only while the plugin is on. Its migration makes a table in
 * its own schema of the platform database (`module_hello`); its global job writes one heartbeat
 * there a minute, by exactly one instance of Atrium; its routes are mounted at /api/plugins/hello.
 * The greeting is about no project, so any signed-in user may read it (`requiresSignedIn()`); a
 * route about a project names it as `:ref` in its path and declares `requires(action, resource)`,
 * which the API checks against the caller's role in that project's organization.
 *
 * Its project-API route, `GET /hello/v1/notes` (the prefix is `/{module id}/v1`), is called by
 * other applications with the project's `apikey`: it runs as the caller's Postgres role, so the
 * project's row-level security decides which notes each key sees. `public.hello_notes` is the
 * project's own table.
 *
 * Its project schema keeps `hello.greetings` in every project's database: version 1 made the
 * table, version 2 added `language`, and a project still at 1 gets only the column.
 */
const server = defineModule({
  id: 'hello',
  migrations: [
    {
      id: '0001-heartbeats',
      async up(client) {
        await client.query(
          'CREATE TABLE heartbeats (period_start timestamptz PRIMARY KEY, beat_at timestamptz NOT NULL DEFAULT now())',
        );
      },
    },
  ],
  projectSchema: {
    version: 2,
    async apply(client, previous) {
      if (previous === undefined) {
        await client.query('CREATE SCHEMA IF NOT EXISTS hello');
        await client.query(
          'CREATE TABLE IF NOT EXISTS hello.greetings (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, message text NOT NULL)',
        );
      }
      await client.query(
        "ALTER TABLE hello.greetings ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'",
      );
    },
  },
  jobs: [
    {
      id: 'heartbeat',
      scope: 'global',
      periodMs: 60_000,
      timeoutMs: 10_000,
      run: ({ database, periodStart, signal }) =>
        database.transaction(async (client) => {
          await client.query('INSERT INTO heartbeats (period_start) VALUES ($1)', [periodStart]);
        }, signal),
    },
  ],
  routes: ({ database }) =>
    new Hono<AppEnv>()
      .get('/greeting', requiresSignedIn(), (c) =>
        c.json({ message: 'Hello from the hello plugin’s own API route.' }),
      )
      .get('/heartbeats/latest', requiresSignedIn(), async (c) => {
        const latest = await database.transaction(async (client) => {
          const { rows } = await client.query<{ period_start: Date }>(
            'SELECT period_start FROM heartbeats ORDER BY period_start DESC LIMIT 1',
          );
          return rows[0]?.period_start.toISOString() ?? null;
        }, c.req.raw.signal);
        return c.json({ periodStart: latest });
      }),
  projectApiRoutes: () =>
    new Hono<ProjectApiEnv>().get('/notes', runsAsCaller(), async (c) => {
      const notes = await asCaller(c, async (client) => {
        const { rows } = await client.query<{ id: number; body: string }>(
          'SELECT id, body FROM public.hello_notes ORDER BY id',
        );
        return rows;
      });
      return c.json(notes);
    }),
});

export default server;

/** The routes' type, for the web part's typed client (`usePluginApi<HelloRoutes>()`). */
export type HelloRoutes = PluginRoutes<typeof server>;
