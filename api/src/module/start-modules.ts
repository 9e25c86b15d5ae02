import type pg from 'pg';
import type { Logger } from 'pino';
import { routeRefusalOf } from './check-module-routes.js';
import { moduleIdProblem, type AtriumModule, type ModuleContext } from './define-module.js';
import { JobScheduler, jobProblem } from './job-scheduler.js';
import { migrateModule } from './module-migrations.js';
import { projectSchemaProblem } from './project-schemas.js';
import type { ModuleReport } from './module-report.js';

/** Core areas, up before any module starts: a module may name them in `dependsOn`. */
export const CORE_AREAS = ['auth', 'platform', 'projects', 'pg-meta'] as const;

export interface StartedModules {
  /** The modules that started, in dependency order: mount their routes. */
  readonly modules: readonly AtriumModule[];
  /** Ends their jobs' schedule and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Starts modules in dependency order: each one's platform migrations and `start` hook, then all
 * their jobs, and watches their health checks. First, before anything of any module runs, every
 * module's routes are built with its context and checked: one refused at mount (a route
 * without a declaration, `routes()` throwing) is left out with no migration, job or `start` run.
 * A module that is invalid, depends on a module that is missing or left out (or on itself
 * through a cycle), or whose migration or `start` throws is left out and reported by name; the
 * others start. `stop()` ends the jobs, then calls each
 * module's `stop` in reverse order.
 */
export async function startModules(
  modules: readonly AtriumModule[],
  deps: {
    platform: pg.Pool;
    log: Logger;
    report: ModuleReport;
    /** Each module's context: what its routes, hooks and jobs are handed. */
    contextFor: (moduleId: string) => ModuleContext;
    instance?: string;
    /** The instance's scheduler, the one modules' contexts hand them; else one of their own. */
    scheduler?: JobScheduler;
  },
): Promise<StartedModules> {
  const { platform, log, report } = deps;
  const scheduler =
    deps.scheduler ?? new JobScheduler(platform, log, report, deps.contextFor, deps.instance);
  const mountable = inDependencyOrder(modules, report).filter((module) => {
    const refusal = routeRefusalOf(module, deps.contextFor(module.id), platform);
    if (refusal) report.leftOut(module.id, refusal.stage, refusal.error);
    return !refusal;
  });
  const started: AtriumModule[] = [];
  for (const module of mountable) {
    const missing = (module.dependsOn ?? []).filter(
      (id) => !(CORE_AREAS as readonly string[]).includes(id) && !started.some((m) => m.id === id),
    );
    if (missing.length > 0) {
      report.leftOut(module.id, 'dependency', new Error(`needs ${missing.join(', ')}, not up`));
      continue;
    }
    try {
      const applied = await migrateModule(platform, module);
      if (applied.length > 0) log.info({ module: module.id, applied }, 'module migrations applied');
    } catch (error) {
      report.leftOut(module.id, 'migration', error);
      continue;
    }
    const context = deps.contextFor(module.id);
    try {
      await module.start?.(context);
    } catch (error) {
      report.leftOut(module.id, 'start', error);
      continue;
    }
    const { health } = module;
    if (health) report.watchHealth(module.id, () => health.call(module, context));
    started.push(module);
  }
  await Promise.all(
    started.flatMap((module) =>
      (module.jobs ?? []).map((job) => scheduler.schedule(module.id, job)),
    ),
  );
  // Graceful: no job is left running, then each module stops after those that depend on it.
  const stop = async () => {
    await scheduler.stop();
    for (const module of [...started].reverse()) {
      await module
        .stop?.(deps.contextFor(module.id))
        .catch((error: unknown) =>
          log.warn({ module: module.id, err: error }, 'module stop failed'),
        );
    }
  };
  return { modules: started, stop };
}

/**
 * `modules` with each after those it depends on, as far as they are given; invalid definitions
 * (a bad id, a job that cannot be scheduled, a project schema of no valid version, a repeated id) are left out here, before anything runs.
 */
function inDependencyOrder(modules: readonly AtriumModule[], report: ModuleReport): AtriumModule[] {
  const valid = modules.filter((module, i) => {
    const problem =
      moduleIdProblem(module.id) ??
      (modules.findIndex((m) => m.id === module.id) !== i ? 'its id is taken' : undefined) ??
      jobsProblem(module) ??
      (module.projectSchema && projectSchemaProblem(module.projectSchema));
    if (problem) report.leftOut(String(module.id), 'definition', new Error(problem));
    return !problem;
  });
  const ordered: AtriumModule[] = [];
  const visiting = new Set<string>();
  const visit = (module: AtriumModule) => {
    if (ordered.includes(module) || visiting.has(module.id)) return;
    visiting.add(module.id);
    for (const id of module.dependsOn ?? []) {
      const dependency = valid.find((m) => m.id === id);
      if (dependency) visit(dependency);
    }
    visiting.delete(module.id);
    ordered.push(module);
  };
  valid.forEach(visit);
  return ordered;
}

function jobsProblem(module: AtriumModule): string | undefined {
  const jobs = module.jobs ?? [];
  const ids = jobs.map((job) => job.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) return `job ${repeated} is listed twice`;
  for (const job of jobs) {
    const problem = jobProblem(job);
    if (problem) return `job ${job.id}: ${problem}`;
  }
  return undefined;
}
