import { Hono, type Context } from 'hono';
import type pg from 'pg';
import type { Logger } from 'pino';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { pluginRoutesPrefix } from '../check-module-routes.js';
import type { AtriumModule, ModuleContext } from '../define-module.js';
import type { JobScheduler } from '../job-scheduler.js';
import { moduleProblem } from '../load-server-plugins.js';
import type { ModuleReport } from '../module-report.js';
import { declaredModuleRoutes } from '../mount-module-routes.js';
import { startModules, type StartedModules } from '../start-modules.js';
import { forward, generationApp } from './forwarded-context.js';

/** Marks the stand-in module of a reloadable server part: mounted even while its load failed. */
const RELOADABLE = Symbol('atrium.reloadableServerPart');

/** Whether `module` is a reloadable server part's stand-in (`ReloadableServerPart.module`). */
export const isReloadable = (module: AtriumModule): boolean =>
  (module as { [RELOADABLE]?: true })[RELOADABLE] === true;

export interface ReloadDependencies {
  /** The plugin id its package names, and the package, for messages. */
  readonly id: string;
  readonly pkg: string;
  /** Imports the server part's default export afresh, as generation `generation`. */
  readonly load: (generation: number) => Promise<unknown>;
  readonly platform: pg.Pool;
  readonly log: Logger;
  readonly report: ModuleReport;
  readonly contextFor: (moduleId: string) => ModuleContext;
  /** A scheduler for one generation's jobs, stopped with it. */
  readonly scheduler: () => JobScheduler;
}

interface Generation {
  readonly app: Hono<AppEnv>;
  readonly started: StartedModules;
}

/**
 * A server part developed with `pnpm dev -- --plugin <folder>`, loaded again on each `reload()`
 * without restarting the API. `module` is what Atrium mounts: one route under the plugin's prefix
 * that passes every request to the current generation's routes. A reload imports the part afresh
 * and builds and checks its routes, then stops the current generation (its jobs and `stop` hook)
 * and starts the new one (new migrations, `start`, jobs) through `startModules`, as at start-up. A load that fails at any stage is reported (the log, the module report that
 * `/admin/plugins` lists) and stops the last generation: until an edit loads, the plugin's routes
 * answer 503 naming the stage and the error, rather than serving code that is no longer on disk.
 * Its project-API and ingest routes and its project schema are the first generation's: they
 * change at the API's next start.
 */
export class ReloadableServerPart {
  #generation = 0;
  #current: Generation | undefined;
  /** The first generation that loaded: its project-API and ingest routes, its project schema. */
  #first: AtriumModule | undefined;
  #queue: Promise<void> = Promise.resolve();
  #queued = false;
  readonly module: AtriumModule;

  constructor(private readonly deps: ReloadDependencies) {
    const first = () => this.#first;
    const current = () => this.#current?.started.modules[0];
    const dispatch = (c: Context<AppEnv>) => this.#dispatch(c);
    this.module = {
      id: deps.id,
      [RELOADABLE]: true,
      get auditEvents() {
        return (current() ?? first())?.auditEvents;
      },
      get projectSchema() {
        return first()?.projectSchema;
      },
      get projectApiRoutes() {
        const module = first();
        return module?.projectApiRoutes?.bind(module);
      },
      get ingestRoutes() {
        const module = first();
        return module?.ingestRoutes?.bind(module);
      },
      routes: () => new Hono<AppEnv>().all('/*', dispatch),
    } as AtriumModule;
  }

  /**
   * Loads the server part again; resolves once it is serving or reported. Edits that come while a
   * reload runs are folded into one more reload after it.
   */
  reload(): Promise<void> {
    if (this.#queued) return this.#queue;
    this.#queued = true;
    this.#queue = this.#queue
      .then(() => {
        this.#queued = false;
        return this.#load();
      })
      // Whatever else goes wrong is reported too: a watcher's reload is awaited by no one.
      .catch((error: unknown) => this.deps.report.leftOut(this.deps.id, 'start', error));
    return this.#queue;
  }

  /** Stops the current generation: its jobs, then its `stop` hook. */
  async stop(): Promise<void> {
    await this.#queue;
    await this.#stopCurrent();
  }

  async #load(): Promise<void> {
    const { id, pkg, report, contextFor } = this.deps;
    const generation = ++this.#generation;
    report.reloading(id);
    let loaded: unknown;
    try {
      loaded = await this.deps.load(generation);
    } catch (error) {
      return this.#fail('import', error);
    }
    const problem = moduleProblem(pkg, id, loaded);
    if (problem) return this.#fail('definition', new Error(problem));
    const module = loaded as AtriumModule;
    const prefix = pluginRoutesPrefix(id);
    const routes = module.routes
      ? declaredModuleRoutes(prefix, module, contextFor(id))
      : { listed: [], table: [] };
    if ('stage' in routes) return this.#fail(routes.stage, routes.error);
    await this.#stopCurrent();
    const started = await startModules([module], {
      platform: this.deps.platform,
      log: this.deps.log,
      report,
      contextFor,
      scheduler: this.deps.scheduler(),
    });
    if (started.modules.length === 0) {
      await started.stop();
      return;
    }
    report.mounted(id, routes.table);
    this.#current = { app: generationApp(prefix, routes.listed), started };
    this.#first ??= module;
    if (generation > 1) this.deps.log.info({ plugin: id }, `plugin ${id}: server part reloaded`);
  }

  async #fail(
    stage: 'import' | 'definition' | 'routes' | 'declaration',
    error: unknown,
  ): Promise<void> {
    await this.#stopCurrent();
    this.deps.report.leftOut(this.deps.id, stage, error);
  }

  async #stopCurrent(): Promise<void> {
    const current = this.#current;
    this.#current = undefined;
    await current?.started.stop();
  }

  #dispatch(c: Context<AppEnv>): Promise<Response> {
    if (this.#current) return forward(this.#current.app, c);
    const failure = this.deps.report.failures().find((f) => f.module === this.deps.id);
    const why = failure ? `(${failure.stage}): ${failure.message}` : 'yet';
    throw new ApiError(
      503,
      `The server part of plugin ${this.deps.id} did not load ${why}`,
      'plugin_not_loaded',
    );
  }
}
