import type { ModuleAuditAction } from '../http/audit-actions.js';
import type { AtriumModule } from './define-module.js';
import { qualifiedEvent } from './module-audit-events.js';
import type { ModuleReport, ModuleRoute, ModuleStage } from './module-report.js';

/** Declarations that are no grant: the rest name an action on a resource (`platform:read audit`). */
const NOT_GRANTS = new Set([
  'public',
  'signed-in',
  'session',
  'runsAsCaller',
  'serviceRoleOnly',
  'requiresWarehouseToken',
]);

/** What became of one server module, as `GET /platform/plugins` answers it. */
export interface PluginModuleState {
  readonly id: string;
  /** `started`: its routes are served and its jobs run; `left_out`: nothing of it runs. */
  readonly state: 'started' | 'left_out';
  /** Each stage that failed, by name (messages stay in the log). */
  readonly failed: readonly ModuleStage[];
  readonly routes: readonly ModuleRoute[];
  /** The grants its routes require, each once. */
  readonly permissions: readonly string[];
  /** The events it records in the audit log, as the log names them (`storage:bucket.created`). */
  readonly auditEvents: readonly ModuleAuditAction[];
}

/**
 * Every module that was loaded (`modules`) or reported, in that order: whether it runs, the
 * stages that failed, its routes on every surface with their declarations, and the grants they
 * require. A module left out before it was loaded (it threw on import) is listed by name too.
 */
export function pluginModuleStates(
  modules: readonly AtriumModule[],
  report: ModuleReport,
): PluginModuleState[] {
  const failures = report.failures();
  const ids = [...new Set([...modules.map((m) => m.id), ...failures.map((f) => f.module)])];
  return ids.map((id) => {
    const routes = report.routesOf(id);
    const declaredEvents = modules.find((m) => m.id === id)?.auditEvents ?? [];
    return {
      id,
      state: report.isLeftOut(id) ? 'left_out' : 'started',
      failed: failures.filter((f) => f.module === id).map((f) => f.stage),
      routes,
      permissions: [
        ...new Set(routes.flatMap((r) => r.declared).filter((d) => !NOT_GRANTS.has(d))),
      ],
      auditEvents: declaredEvents.map((event) => qualifiedEvent(id, event)),
    };
  });
}
