import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { createLogger } from '../../api/src/logger.js';
import { PERMISSION_DECLARATION } from '../../api/src/http/permission-middleware.js';
import { ROUTE_RESOURCES } from '../../api/src/http/route-resources.js';
import { ingestDeclarationOf } from '../../api/src/ingest/ingest-declarations.js';
import { projectApiDeclarationOf } from '../../api/src/project-api/project-api-declarations.js';
import { loadServerPlugins } from '../../api/src/module/load-server-plugins.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';
import type { SecretBox } from '../../api/src/platform/secret-box.js';
import { storageModule } from '../../api/src/storage/module.js';
import { REPO_ROOT } from '../harness/start-instance.js';

/** Every plugin installed here switched on, the examples' included, so their routes are listed. */
const EVERY_PLUGIN = 'nav,data-grid,rls,storage,admin,sql,reports,hello,faulty';

const INDEX_HEADING = '## Route index';

/** A Hono path in the docs' notation: `:ref` and `:id{[0-9]+}` become `{ref}` and `{id}`. */
const documented = (path: string) => path.replace(/:([\w-]+)(\{[^}]*\})?/g, '{$1}');

/** `METHOD path` of every endpoint of the real app, with what it declares, sorted. */
async function realRouteTable(): Promise<string[]> {
  const config = loadConfig({ ATRIUM_PLUGINS: EVERY_PLUGIN }, REPO_ROOT);
  const log = createLogger('silent');
  const app = createApp({
    platform: {} as pg.Pool,
    projects: {} as ProjectRegistry,
    log,
    deployment: { plugins: config.plugins, hosted: false, flags: {} },
    serverPlugins: await loadServerPlugins(config, log),
    // The core modules that serve the project API (their routes are built, nothing is started).
    projectApiModules: [
      storageModule({
        platform: { get: () => ({ pool: {} as pg.Pool, secrets: {} as SecretBox }) },
        projects: { get: () => ({}) as ProjectRegistry },
        stateDir: config.stateDir,
        log,
      }),
    ],
  });
  const declared = new Map<string, string[]>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${documented(route.path)}`;
    // A dashboard route's permission, a project-API route's `runsAsCaller`/`serviceRoleOnly`,
    // or an ingest route's `requiresWarehouseToken`.
    const what =
      (route.handler as { [PERMISSION_DECLARATION]?: string })[PERMISSION_DECLARATION] ??
      projectApiDeclarationOf(route.handler) ??
      ingestDeclarationOf(route.handler);
    declared.set(key, [...(declared.get(key) ?? []), ...(what ? [what] : [])]);
  }
  return [...declared].map(([key, what]) => `${key} | ${what.join(', ')}`).sort();
}

/** The rows of docs/api.md's route index: `METHOD path | declares`. */
function documentedRouteIndex(): string[] {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'api.md'), 'utf8');
  const start = doc.indexOf(INDEX_HEADING);
  if (start < 0) return [];
  const section = doc.slice(start).split(/\n## /)[0]!;
  return section
    .split('\n')
    .flatMap((line) => {
      const row = /^\| `([A-Z]+ [^`]+)` +\| (.*?) *\|$/.exec(line);
      return row ? [`${row[1]} | ${row[2]}`] : [];
    })
    .sort();
}

/**
 * docs/architecture/api.md: docs/api.md MUST list every `METHOD path` of the real route table
 * (every plugin on) in its route index, with what each declares, and nothing that is not a
 * route: a route added, removed or re-declared without the reference following fails here.
 */
describe('docs/api.md covers the route table', () => {
  it('lists every route with its declaration, and no other', async () => {
    const real = await realRouteTable();
    expect(real.length).toBeGreaterThan(100);
    const rows = real.map((row) => {
      const [route, what] = row.split(' | ');
      return `| \`${route}\` | ${what} |`;
    });
    expect(
      documentedRouteIndex(),
      `docs/api.md's "${INDEX_HEADING}" must hold exactly these rows (run prettier on it after):\n${rows.join('\n')}`,
    ).toEqual(real);
  });
});

/**
 * docs/architecture/permissions.md: `ROUTE_RESOURCES` is the closed list of what `requires` may
 * name; a resource no route declares any more leaves the list, so it says what routes guard.
 */
describe('the closed list of route resources', () => {
  it('holds only resources some route declares', async () => {
    const declared = new Set(
      (await realRouteTable()).flatMap((row) =>
        row
          .split(' | ')[1]!
          .split(', ')
          .flatMap((what) => /^\S+:\S+ (\S+)$/.exec(what)?.[1] ?? []),
      ),
    );
    expect(ROUTE_RESOURCES.filter((resource) => !declared.has(resource))).toEqual([]);
  });
});
