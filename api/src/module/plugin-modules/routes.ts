import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requiresSignedIn } from '../../http/permission-middleware.js';
import type { AtriumModule } from '../define-module.js';
import type { ModuleReport } from '../module-report.js';
import { pluginModuleStates } from '../plugin-modules.js';

/**
 * `GET /platform/plugins`: each server module's state, routes and permissions, for
 * `/admin/plugins`. Signed in, as `/platform/deployment` is: it names routes and stages, which
 * `docs/api.md` and `/health` already show, never a failure's message.
 */
export const pluginModulesRoutes = (modules: readonly AtriumModule[], report: ModuleReport) =>
  new Hono<AppEnv>().get('/', requiresSignedIn(), (c) =>
    c.json({ modules: pluginModuleStates(modules, report) }),
  );
