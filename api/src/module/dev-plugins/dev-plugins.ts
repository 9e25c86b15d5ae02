import { dirname } from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';
import { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';
import type { AtriumModule, ModuleContext } from '../define-module.js';
import { JobScheduler } from '../job-scheduler.js';
import type { ModuleReport } from '../module-report.js';
import { pluginApiVersionProblem } from '../plugin-api-version.js';
import type { DevPluginPackage } from './dev-plugin-package.js';
import { generationUrl, registerDevPluginImports } from './register-import-hooks.js';
import { ReloadableServerPart } from './reloadable-server-part.js';
import { watchSources } from './watch-sources.js';

export interface DevPluginsDependencies {
  /** Atrium's folder: the SDK a server part's shared imports resolve from. */
  readonly rootDir: string;
  readonly platform: pg.Pool;
  readonly log: Logger;
  readonly report: ModuleReport;
  readonly contextFor: (moduleId: string) => ModuleContext;
  /** Whether a plugin is switched on: its jobs wait while it is off. */
  readonly isOn: (plugin: string) => boolean;
}

export interface StartedDevPlugins {
  /** The stand-ins to mount, one per server part, each serving its latest generation. */
  readonly modules: readonly AtriumModule[];
  stop(): Promise<void>;
}

/**
 * The server parts of the plugins developed in folders of their own (`pnpm dev -- --plugin`),
 * each loaded now and again whenever a file in its entry's folder changes
 * (`ReloadableServerPart`). A package written for another plugin-API version, or with a server
 * part but no id, is refused before any of its code runs, as an installed one is. Unlike an
 * installed plugin, a dev plugin's server part is imported even while it is switched off (its
 * routes answer 404 and its jobs wait then).
 */
export async function startDevPlugins(
  packages: readonly DevPluginPackage[],
  deps: DevPluginsDependencies,
): Promise<StartedDevPlugins> {
  const withServer = packages.filter((p) => p.server !== undefined);
  const accepted = withServer.filter(({ name, id, server }) => {
    const problem =
      pluginApiVersionProblem(name, server!, PLUGIN_API_VERSION) ??
      (id === undefined ? `${name} has a server part but names no "atrium": { "id" }` : undefined);
    if (problem) deps.log.error({ package: name }, `plugin refused: ${problem}`);
    return !problem;
  });
  if (accepted.length > 0) {
    registerDevPluginImports(
      accepted.map((p) => p.folder),
      deps.rootDir,
    );
  }
  const started = await Promise.all(
    accepted.map(async ({ name, id, server }) => {
      const part = new ReloadableServerPart({
        id: id!,
        pkg: name,
        load: async (generation) =>
          ((await import(generationUrl(server!, generation))) as { default?: unknown }).default,
        platform: deps.platform,
        log: deps.log,
        report: deps.report,
        contextFor: deps.contextFor,
        scheduler: () =>
          new JobScheduler(
            deps.platform,
            deps.log,
            deps.report,
            deps.contextFor,
            undefined,
            (plugin) => !deps.isOn(plugin),
          ),
      });
      await part.reload();
      const unwatch = watchSources(dirname(server!), () => void part.reload());
      deps.log.info(
        { plugin: id, folder: dirname(server!) },
        `plugin ${id}: watching its server part`,
      );
      return { part, unwatch };
    }),
  );
  return {
    modules: started.map(({ part }) => part.module),
    async stop() {
      for (const { part, unwatch } of started) {
        unwatch();
        await part.stop();
      }
    },
  };
}
