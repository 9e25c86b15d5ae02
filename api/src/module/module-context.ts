import type pg from 'pg';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/index.js';
import type { PlatformNotices } from '../platform/index.js';
import type { ProjectLookup } from './project-lookup.js';
import type { ModuleAuditEvent, ModuleContext, ModuleScheduler } from './define-module.js';
import { moduleDatabase } from './module-database.js';
import { moduleNotices, type ModuleNotices } from './module-notices.js';
import type { JobScheduler } from './job-scheduler.js';
import { isAuditEventName, qualifiedEvent } from './module-audit-events.js';

/** What every module's context is made of: the instance's services, and each module's config. */
export interface ModuleServices {
  readonly platform: pg.Pool;
  readonly projects: ProjectLookup;
  /** Where audit entries are written (the audit log's own pool, or the platform's). */
  readonly auditLog: pg.Pool;
  /** Each module's section of `atrium.config.json`, by module id. */
  readonly config: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly log: Logger;
  /**
   * The instance's job scheduler and notices listener. Without them (an app made without
   * `startAtrium`, as unit tests do), a module's `scheduler` and `notices` throw when used.
   */
  readonly scheduler?: JobScheduler;
  readonly notices?: PlatformNotices;
}

/** Each module's context, by module id: the same services, its own schema, config and log. */
export const moduleContexts =
  (services: ModuleServices) =>
  (moduleId: string): ModuleContext =>
    Object.freeze({
      database: moduleDatabase(services.platform, moduleId),
      projects: services.projects,
      audit: Object.freeze({
        record: (event: ModuleAuditEvent) => recordModuleEvent(services.auditLog, moduleId, event),
      }),
      config: Object.freeze({ ...services.config[moduleId] }),
      log: services.log.child({ module: moduleId }),
      scheduler: services.scheduler?.forModule(moduleId) ?? NO_SCHEDULER,
      notices: services.notices
        ? moduleNotices(moduleId, services.platform, services.notices)
        : NO_NOTICES,
    });

const notAnInstance = (what: string) =>
  Promise.reject(new Error(`${what} needs a running instance (startAtrium); this app has none`));
const NO_SCHEDULER: ModuleScheduler = Object.freeze({
  schedule: () => notAnInstance('a module scheduler'),
});
const NO_NOTICES: ModuleNotices = Object.freeze({
  listen: () => notAnInstance('module notices'),
  notify: () => notAnInstance('module notices'),
});

/**
 * The audit port: an entry with no actor, method `EVENT` and route `{module}:{action}`, so it is
 * told apart from a request's, named as the module's own event `{module}:{action}` in the log.
 */
async function recordModuleEvent(
  auditLog: pg.Pool,
  moduleId: string,
  event: ModuleAuditEvent,
): Promise<void> {
  if (!isAuditEventName(event.action)) {
    throw new Error(
      `module ${moduleId}: audit action ${JSON.stringify(event.action)} must be lower-case letters, digits, dots, dashes or underscores, starting with a letter (at most 100)`,
    );
  }
  const target = event.target ?? {};
  if (Object.values(target).some((value) => typeof value !== 'string')) {
    throw new Error(`module ${moduleId}: an audit target's values must be strings`);
  }
  await recordAudit(auditLog, {
    actorUserId: null,
    actorAddress: null,
    method: 'EVENT',
    route: `${moduleId}:${event.action}`,
    target,
    status: 200,
    requestId: null,
    action: qualifiedEvent(moduleId, event.action),
    targetName: event.name?.slice(0, 200) ?? null,
    details: {},
  });
}
