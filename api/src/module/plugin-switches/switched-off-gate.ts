import type { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { handleNotFound } from '../../http/error-handler.js';
import { pluginRoutesPrefix } from '../check-module-routes.js';
import type { AtriumModule } from '../define-module.js';
import { ingestPrefixOf } from '../mount-ingest-routes.js';
import { projectApiPrefixFor } from '../mount-project-api-routes.js';
import type { PluginSwitchboard } from './plugin-switchboard.js';

/**
 * Answers every path of `plugin`'s routes (dashboard, project API, ingest) as a path nobody
 * serves (404) while its plugin is switched off, and lets them through while it is on. Added
 * before the plugin's routes, so it runs ahead of them; their declarations are unchanged.
 */
export function gateWhileSwitchedOff(
  app: Hono<AppEnv>,
  plugin: AtriumModule,
  switches: Pick<PluginSwitchboard, 'isOn'>,
): void {
  const prefixes = [
    pluginRoutesPrefix(plugin.id),
    projectApiPrefixFor(plugin),
    plugin.ingestRoutes ? ingestPrefixOf(plugin.id) : undefined,
  ];
  for (const prefix of prefixes) {
    if (prefix === undefined) continue;
    app.use(`${prefix}/*`, async (c, next) =>
      switches.isOn(plugin.id) ? next() : handleNotFound(c),
    );
  }
}
