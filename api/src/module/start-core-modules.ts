import type { AtriumModule, ModuleContext } from './define-module.js';
import type { ModuleReport } from './module-report.js';

/** What starting core modules may need beyond their contexts. */
export interface CoreModuleHooks {
  /** Applies a module's platform `migrations`; required when any module declares some. */
  readonly migrate?: (module: AtriumModule) => Promise<void>;
  /** Where a started module's own `health` is watched, asked on every `/health`. */
  readonly report?: ModuleReport;
}

/**
 * Starts core areas' modules, each after those it names in `dependsOn`, then schedules the jobs
 * it declares. Unlike a plugin's, a core
 * area is not optional: a missing dependency or a `start` that throws stops Atrium from starting.
 * A module's `stop` undoes its `start`, even one that threw halfway, so it is called for every
 * module whose `start` began. Answers the `stop`s of all, in reverse order. A module that declares
 * platform `migrations` has them applied by `migrate` just before its `start` (a core module's
 * dependencies, the platform's among them, are up by then). A started module's own `health` is
 * asked on every `/health` through `report`, as a plugin's is (a core module's service can fail
 * after start: the storage module's S3 store).
 */
export async function startCoreModules(
  modules: readonly AtriumModule[],
  contextFor: (moduleId: string) => ModuleContext,
  hooks: CoreModuleHooks = {},
): Promise<() => Promise<void>> {
  const begun: AtriumModule[] = [];
  const stop = async () => {
    for (const module of begun.splice(0).reverse()) await module.stop?.(contextFor(module.id));
  };
  try {
    for (const module of inDependencyOrder(modules)) {
      if (module.migrations?.length) {
        if (!hooks.migrate)
          throw new Error(`core module ${module.id} has migrations but none can run`);
        await hooks.migrate(module);
      }
      begun.push(module);
      const context = contextFor(module.id);
      await module.start?.(context);
      // Its declared jobs, as a plugin's are (start-modules.ts): once across instances per period.
      for (const job of module.jobs ?? []) await context.scheduler.schedule(job);
      const { health } = module;
      if (health && hooks.report)
        hooks.report.watchHealth(module.id, () => health.call(module, contextFor(module.id)));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

function inDependencyOrder(modules: readonly AtriumModule[]): AtriumModule[] {
  const ordered: AtriumModule[] = [];
  const visit = (module: AtriumModule, path: readonly string[]) => {
    if (ordered.includes(module)) return;
    if (path.includes(module.id))
      throw new Error(`core modules depend in a cycle: ${path.join(' -> ')}`);
    for (const id of module.dependsOn ?? []) {
      const dependency = modules.find((m) => m.id === id);
      if (!dependency) throw new Error(`core module ${module.id} needs ${id}, which is not given`);
      visit(dependency, [...path, module.id]);
    }
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}
