import type { Hono } from 'hono';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/env.js';
import type { IngestDeclared, IngestEnv } from '../ingest/index.js';
import type { ProjectApiEnv } from '../project-api/index.js';
import type { ProjectLookup } from './project-lookup.js';
import type { ModuleDatabase } from './module-database.js';
import type { ModuleNotices } from './module-notices.js';

/** Something a module did that the audit log keeps: a named action and what it acted on. */
export interface ModuleAuditEvent {
  /** What happened, named by the module (`bucket.created`). */
  readonly action: string;
  /** What it happened to (`{ bucket: 'avatars' }`); a `ref` names the project. */
  readonly target?: Readonly<Record<string, string>>;
  /** The target's name as it is now (`avatars`), kept so the entry reads right once it changes. */
  readonly name?: string;
}

/** The audit log as a module writes to it (the audit area decides how it is kept). */
export interface ModuleAudit {
  record(event: ModuleAuditEvent): Promise<void>;
}

/**
 * What a module is handed (by `routes()`, `projectApiRoutes()`, `ingestRoutes()`, `start`, `stop`, `health` and,
 * with a run's own parts, its jobs): typed services of the API, never its raw configuration.
 */
export interface ModuleContext {
  /** The module's own schema of the platform database (its migrations made its tables). */
  readonly database: ModuleDatabase;
  /** Finds a project's database by ref, as the request's caller may see it. */
  readonly projects: ProjectLookup;
  /** Writes the module's events to the audit log, named by the module. */
  readonly audit: ModuleAudit;
  /** The module's own section of `atrium.config.json` (`"modules": { "<id>": { ... } }`). */
  readonly config: Readonly<Record<string, unknown>>;
  /** The module's own log: every line names the module. */
  readonly log: Logger;
  /** Schedules the module's jobs, as its declared `jobs` are: once across instances per period. */
  readonly scheduler: ModuleScheduler;
  /** Notices on the platform database, named by the module, from and to every instance. */
  readonly notices: ModuleNotices;
}

/**
 * The instance's job scheduler, for one module. A job given here runs exactly as one declared in
 * the module's `jobs` (the same claim, timeout and record); its id MUST differ from theirs.
 */
export interface ModuleScheduler {
  /**
   * Schedules `job` until the instance stops; answers once its first look (at once) is done.
   * Throws for a job that cannot be scheduled, an id already scheduled, or a stopping instance.
   */
  schedule(job: ModuleJob): Promise<void>;
}

/** What a module's `routes()` is handed: its context. */
export type ModuleRouteDependencies = ModuleContext;

/** What a module's `ingestRoutes()` is handed: its context and the ingest declaration. */
export interface IngestRouteDependencies extends ModuleContext {
  /**
   * The ingest declaration: the caller MUST send a warehouse access token of the project the
   * path's `:ref` names (401 otherwise, before the body is read); the handler gets the project's
   * id as `ingestProjectId`.
   */
  requiresWarehouseToken(): IngestDeclared;
}

/**
 * One step of a module's platform schema, applied once, in order, inside one transaction whose
 * `search_path` is the module's own schema (`module_<id>`), so unqualified names land there.
 * Applied steps are recorded in that schema's `migrations` table; `id`s are never reused.
 */
export interface ModuleMigration {
  readonly id: string;
  up(client: pg.ClientBase): Promise<void>;
}

/**
 * The tables (functions, policies) a module keeps in every project's database: the default
 * project's, each hosted project's at provisioning, and every existing one's when `version`
 * rises. `apply` runs in one transaction as the project's own role (never a superuser), once per
 * project and version across instances; it brings the project from `previous` (the version
 * applied before, or undefined the first time) to `version`, so write it with `IF NOT EXISTS`
 * and the like: a crash between its commit and the record of it makes it run again.
 */
export interface ModuleProjectSchema {
  /** A positive whole number, raised whenever `apply` changes. */
  readonly version: number;
  apply(client: pg.ClientBase, previous: number | undefined): Promise<void>;
}

/** What a job run is handed: the module's context and the run's own parts. */
export interface JobContext extends ModuleContext {
  /** Aborted when the run passes its `timeoutMs`, or when the instance stops. */
  readonly signal: AbortSignal;
  /** The start of the period this run is for (the platform database's clock). */
  readonly periodStart: Date;
}

/**
 * Work done on a schedule. `global`: exactly one instance runs it per period, the platform
 * database deciding which; a period missed while every instance was down runs at the next start.
 * Every run is recorded in the platform's `module_job_runs`.
 */
export interface ModuleJob {
  readonly id: string;
  readonly periodMs: number;
  readonly timeoutMs: number;
  readonly scope: 'global';
  run(context: JobContext): Promise<void>;
}

/** What a module's `start`, `stop` and `health` are handed: its context. */
export type ModuleLifecycleContext = ModuleContext;

/** A module's own answer to `/health`: `ok: false` (or a throw, or no answer in 2 s) degrades it. */
export interface ModuleHealth {
  readonly ok: boolean;
}

// Any route schema: a module's own routes decide it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModuleRoutes = Hono<AppEnv, any, any>;

/**
 * A module's project-API routes, mounted at `/{id}/v1` and reached with the project's keys; each
 * declares `runsAsCaller()` or `serviceRoleOnly()` (docs/architecture/project-api.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModuleProjectApiRoutes = Hono<ProjectApiEnv, any, any>;

/**
 * A module's ingest routes, mounted at `/ingest/v1/:ref/{id}` and reached with a warehouse access
 * token; each declares `requiresWarehouseToken()` (docs/architecture/ingest.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModuleIngestRoutes = Hono<IngestEnv, any, any>;

/**
 * A server module: a core area or a plugin's server part (`default` of its `./server` entry).
 * Everything but `id` is optional. Routes are mounted at `/api/plugins/{id}` for a plugin; each
 * must declare its permission (`requires`, `requiresSignedIn`, `requiresSession`, `isPublic`),
 * or the module is refused at mount (deny by default).
 */
export interface AtriumModule<Routes extends ModuleRoutes = ModuleRoutes> {
  /** Lower-case letters, digits and dashes, starting with a letter: it names the module's schema. */
  readonly id: string;
  /** Modules that must be up first; a module whose dependency is missing or failed is left out. */
  readonly dependsOn?: readonly string[];
  routes?(deps: ModuleRouteDependencies): Routes;
  /** Routes of the project API surface, at `/{id}/v1`: other applications call them. */
  projectApiRoutes?(deps: ModuleRouteDependencies): ModuleProjectApiRoutes;
  /** Routes of the ingest surface, at `/ingest/v1/:ref/{id}`: applications send events to them. */
  ingestRoutes?(deps: IngestRouteDependencies): ModuleIngestRoutes;
  /**
   * The events the module records in the audit log (`bucket.created`), named `{id}:{event}` there:
   * its routes' `audited(event)` take only these (an undeclared one leaves the module out at mount).
   */
  readonly auditEvents?: readonly string[];
  readonly migrations?: readonly ModuleMigration[];
  readonly projectSchema?: ModuleProjectSchema;
  readonly jobs?: readonly ModuleJob[];
  /** Runs after the module's migrations, in dependency order; a throw leaves the module out. */
  start?(context: ModuleLifecycleContext): Promise<void>;
  /** Runs when Atrium stops, in reverse dependency order, after the module's jobs have ended. */
  stop?(context: ModuleLifecycleContext): Promise<void>;
  /** Asked on every `/health`: whether what the module needs (a service, a folder) is there. */
  health?(context: ModuleLifecycleContext): Promise<ModuleHealth>;
}

/**
 * Keeps the routes' type, so a plugin package can export it for a typed client; a module given
 * `routes` keeps them required, so a core area's routes chain into `ApiRoutes` (api/src/app.ts).
 */
export function defineModule<Routes extends ModuleRoutes>(
  module: AtriumModule<Routes> & Required<Pick<AtriumModule<Routes>, 'routes'>>,
): AtriumModule<Routes> & Required<Pick<AtriumModule<Routes>, 'routes'>>;
export function defineModule<Routes extends ModuleRoutes>(
  module: AtriumModule<Routes>,
): AtriumModule<Routes>;
export function defineModule<Routes extends ModuleRoutes>(
  module: AtriumModule<Routes>,
): AtriumModule<Routes> {
  return module;
}

/** Why a module id cannot be used, or undefined when it can. */
export function moduleIdProblem(id: unknown): string | undefined {
  if (typeof id === 'string' && /^[a-z][a-z0-9-]{0,40}$/.test(id)) return undefined;
  return `module id ${JSON.stringify(id)} must be lower-case letters, digits and dashes, starting with a letter (at most 41)`;
}
