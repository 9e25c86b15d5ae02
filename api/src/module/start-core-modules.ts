import type { AtriumModule, ModuleContext } from './define-module.js';

/**
 * Starts core areas' modules, each after those it names in `dependsOn`, then schedules the jobs
 * it declares. Unlike a plugin's, a core
 * area is not optional: a missing dependency or a `start` that throws stops Atrium from starting.
 * A module's `stop` undoes its `start`, even one that threw halfway, so it is called for every
 * module whose `start` began. Answers the `stop`s of all, in reverse order. A module that declares
 * platform `migrations` has them applied by `migrate` just before its `start` (a core module's
 * dependencies, the platform's among them, are up by then).
 */
export async function startCoreModules(
  modules: readonly AtriumModule[],
  contextFor: (moduleId: string) => ModuleContext,
  migrate?: (module: AtriumModule) => Promise<void>,
): Promise<() => Promise<void>> {
  const begun: AtriumModule[] = [];
  const stop = async () => {
    for (const module of begun.splice(0).reverse()) await module.stop?.(contextFor(module.id));
  };
  try {
    for (const module of inDependencyOrder(modules)) {
      if (module.migrations?.length) {
        if (!migrate) throw new Error(`core module ${module.id} has migrations but none can run`);
        await migrate(module);
      }
      begun.push(module);
      const context = contextFor(module.id);
      await module.start?.(context);
      // Its declared jobs, as a plugin's are (start-modules.ts): once across instances per period.
      for (const job of module.jobs ?? []) await context.scheduler.schedule(job);
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
