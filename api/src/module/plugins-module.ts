import type pg from 'pg';
import type { Logger } from 'pino';
import { defineModule, type ModuleContext } from './define-module.js';
import type { JobScheduler } from './job-scheduler.js';
import { loadServerPlugins } from './load-server-plugins.js';
import type { ModuleReport } from './module-report.js';
import { Provided } from './provided.js';
import { startModules, type StartedModules } from './start-modules.js';

export interface PluginsModuleDependencies {
  readonly platform: { get(): { readonly pool: pg.Pool } };
  /** Which plugins are on and where their packages are (`atrium.config.json`). */
  readonly plugins: Parameters<typeof loadServerPlugins>[0];
  readonly report: ModuleReport;
  readonly contextFor: (moduleId: string) => ModuleContext;
  /** The instance's job scheduler: the one the modules' contexts hand them. */
  readonly scheduler: () => JobScheduler;
  readonly log: Logger;
}

/**
 * The enabled plugins' server parts as one core module: `start` imports and starts them
 * (`startModules`), each contained, so a plugin that fails is left out and reported while this
 * module, and Atrium, start. `stop` ends their jobs and stops them in reverse.
 */
export function pluginsModule(deps: PluginsModuleDependencies) {
  const provided = new Provided<StartedModules>('plugins');
  const module = defineModule({
    id: 'plugins',
    dependsOn: ['platform', 'projects', 'accounts'],
    async start() {
      const loaded = await loadServerPlugins(deps.plugins, deps.log, deps.report);
      provided.provide(
        await startModules(loaded, {
          platform: deps.platform.get().pool,
          log: deps.log,
          report: deps.report,
          contextFor: deps.contextFor,
          scheduler: deps.scheduler(),
        }),
      );
    },
    stop: async () => {
      if (provided.ready) await provided.get().stop();
    },
  });
  return { module, plugins: provided };
}
