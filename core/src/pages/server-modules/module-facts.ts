import type { ServerModule } from '../../projects/platform-types.js';

type RouteSurface = ServerModule['routes'][number]['surface'];
type Stage = ServerModule['failed'][number];

/**
 * Each surface's name and where it mounts a module's routes, in the order the page lists them.
 * A record, so a surface the API adds fails to compile here instead of its routes going unshown.
 */
const surfaces: Record<RouteSurface, { title: string; base: (id: string) => string }> = {
  dashboard: { title: 'Dashboard', base: (id) => `/api/plugins/${id}` },
  'project-api': { title: 'Project API', base: (id) => `/${id}/v1` },
  ingest: { title: 'Ingest', base: (id) => `/ingest/v1/{ref}/${id}` },
};

/** A module's routes on each surface it has any on, titled with where they are mounted. */
export const routesBySurface = (module: ServerModule) =>
  Object.entries(surfaces)
    .map(([surface, { title, base }]) => ({
      surface,
      title: `${title} routes · ${base(module.id)}`,
      routes: module.routes.filter((route) => route.surface === surface),
    }))
    .filter((group) => group.routes.length > 0);

/** A stage as "Failed at ..." names it. */
const stageNames: Record<Stage, string> = {
  import: 'import',
  definition: 'definition',
  dependency: 'dependencies',
  migration: 'migrations',
  routes: 'routes',
  declaration: 'route declarations',
  start: 'start',
  job: 'a job run',
  health: 'health check',
};

/** "Failed at migrations", or undefined when no stage failed. Why stays in the server log. */
export const failedAt = (module: ServerModule): string | undefined =>
  module.failed.length === 0
    ? undefined
    : `Failed at ${module.failed.map((stage) => stageNames[stage]).join(', ')}`;

/**
 * A declaration as the page shows it: a grant (`project:write tables`, one of the module's
 * `permissions`) as `project:write on tables`, the way the API's 403 names it; the rest as declared
 * (`public`, `signed-in`, `runsAsCaller`, `requiresWarehouseToken`...).
 */
export const declarationLabel = (module: ServerModule, declared: string): string =>
  module.permissions.includes(declared) ? grantLabel(declared) : declared;

/** `project:write tables` as `project:write on tables`. */
export const grantLabel = (grant: string): string => grant.replace(' ', ' on ');

/** "3 routes · 1 grant · 2 audit events": what the module's disclosure holds, closed. */
export function moduleSummary(module: ServerModule): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return [
    count(module.routes.length, 'route'),
    count(module.permissions.length, 'grant'),
    count(module.auditEvents.length, 'audit event'),
  ].join(' · ');
}
