import type pg from 'pg';
import type { Logger } from 'pino';
import type { PlatformNotices } from '../platform/index.js';
import { defineModule, type ModuleContext } from './define-module.js';
import type { JobScheduler } from './job-scheduler.js';
import type { DevPluginPackage } from './dev-plugins/dev-plugin-package.js';
import { startDevPlugins } from './dev-plugins/dev-plugins.js';
import { loadServerPlugins } from './load-server-plugins.js';
import { pluginFailureMigrations } from './plugin-failures/migrations.js';
import type { ModuleReport } from './module-report.js';
import type { PluginSwitchboard } from './plugin-switches/plugin-switchboard.js';
import { Provided } from './provided.js';
import { startModules, type StartedModules } from './start-modules.js';

export interface PluginsModuleDependencies {
  readonly platform: { get(): { readonly pool: pg.Pool; readonly notices: PlatformNotices } };
  /** Where the plugins' packages are (`atrium.config.json`); `switches` says which are on. */
  readonly plugins: Omit<Parameters<typeof loadServerPlugins>[0], 'plugins'>;
  /** Plugin packages developed in folders of their own, reloaded on every edit (`startDevPlugins`). */
  readonly devPlugins?: readonly DevPluginPackage[];
  /** Which plugins are on: read at start, then followed on the platform's notices. */
  readonly switches: PluginSwitchboard;
  readonly report: ModuleReport;
  readonly contextFor: (moduleId: string) => ModuleContext;
  /** The instance's job scheduler: the one the modules' contexts hand them. */
  readonly scheduler: () => JobScheduler;
  readonly log: Logger;
}

/**
 * The enabled plugins' server parts as one core module: `start` reads which plugins are on (the
 * switches an Owner chose, else the configuration) and follows their changes from then on, then
 * imports and starts the server parts of those on (`startModules`), each contained, so a plugin
 * that fails is left out and reported while this module, and Atrium, start. `stop` ends their
 * jobs and stops them in reverse.
 */
export function pluginsModule(deps: PluginsModuleDependencies) {
  const provided = new Provided<StartedModules>('plugins');
  let unsubscribe: (() => void) | undefined;
  const module = defineModule({
    id: 'plugins',
    dependsOn: ['platform', 'projects', 'accounts'],
    // The failures browsers report of the plugins they ran (`/platform/plugins/failures`).
    migrations: pluginFailureMigrations,
    async start() {
      const { pool, notices } = deps.platform.get();
      unsubscribe = await notices.subscribe(deps.switches.subscriber());
      await deps.switches.load(pool);
      const loaded = await loadServerPlugins(
        { ...deps.plugins, plugins: deps.switches.enabled() },
        deps.log,
        deps.report,
      );
      const started = await startModules(loaded, {
        platform: pool,
        log: deps.log,
        report: deps.report,
        contextFor: deps.contextFor,
        scheduler: deps.scheduler(),
      });
      const dev = await startDevPlugins(deps.devPlugins ?? [], {
        rootDir: deps.plugins.rootDir,
        platform: pool,
        log: deps.log,
        report: deps.report,
        contextFor: deps.contextFor,
        isOn: (plugin) => deps.switches.isOn(plugin),
      });
      provided.provide({
        modules: [...started.modules, ...dev.modules],
        stop: async () => {
          await dev.stop();
          await started.stop();
        },
      });
    },
    stop: async () => {
      unsubscribe?.();
      if (provided.ready) await provided.get().stop();
    },
  });
  return { module, plugins: provided };
}
