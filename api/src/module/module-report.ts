import type { Logger } from 'pino';
import type { ModuleHealth } from './define-module.js';

/** How long `/health` waits for a module's own health check. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/**
 * Where a module failed. Up to `start` it is left out from there on, and the rest of Atrium runs;
 * a failed `job` run or `health` check leaves it running, reported.
 */
export type ModuleStage =
  | 'import'
  | 'definition'
  | 'dependency'
  | 'migration'
  | 'routes'
  | 'declaration'
  | 'start'
  | 'job'
  | 'health';

export interface ModuleFailure {
  readonly module: string;
  readonly stage: ModuleStage;
  /** For the log and the administrators' view only: `/health` is public and shows no message. */
  readonly message: string;
}

/** The surface a route is reached on: the dashboard's sessions, the project's keys, or a warehouse token. */
export type RouteSurface = 'dashboard' | 'project-api' | 'ingest';

/**
 * A mounted route of a module, with what it declared: on the dashboard `public`, `signed-in`,
 * `session` or `action resource`; on the project API `runsAsCaller` or `serviceRoleOnly`; on ingest `requiresWarehouseToken`.
 */
export interface ModuleRoute {
  readonly method: string;
  readonly path: string;
  readonly surface: RouteSurface;
  readonly declared: readonly string[];
}

/**
 * What became of each module: the routes it mounted, or why it was left out at start, and its
 * jobs that failed. Read by `/health` (names and stages only) and written to the log at error,
 * by name. One entry per module and stage, however often a job fails.
 */
export class ModuleReport {
  readonly #failures: ModuleFailure[] = [];
  readonly #routes = new Map<string, readonly ModuleRoute[]>();
  readonly #healthChecks = new Map<string, () => Promise<ModuleHealth>>();

  constructor(private readonly log: Logger) {}

  /** The module is left out: nothing more of it runs. */
  leftOut(module: string, stage: Exclude<ModuleStage, 'job' | 'health'>, error: unknown): void {
    const message = this.#record(module, stage, error);
    this.log.error(
      { module, stage, err: error },
      `module ${module} left out (${stage}): ${message}`,
    );
  }

  /** A run of one of the module's jobs failed or timed out; its later periods still run. */
  jobFailed(module: string, job: string, error: unknown): void {
    const message = this.#record(module, 'job', error);
    this.log.error({ module, job, err: error }, `job ${module}/${job} failed: ${message}`);
  }

  /** The module's routes on one surface are mounted (added to those on the other). */
  mounted(module: string, routes: readonly ModuleRoute[]): void {
    this.#routes.set(module, [...(this.#routes.get(module) ?? []), ...routes]);
  }

  /**
   * A server part developed with `pnpm dev -- --plugin` is loaded again after an edit: what was
   * recorded of its last load (failures, dashboard routes) is forgotten, to be recorded afresh.
   */
  reloading(module: string): void {
    for (let i = this.#failures.length - 1; i >= 0; i--) {
      if (this.#failures[i]!.module === module) this.#failures.splice(i, 1);
    }
    const kept = (this.#routes.get(module) ?? []).filter((r) => r.surface !== 'dashboard');
    this.#routes.set(module, kept);
  }

  isLeftOut(module: string): boolean {
    return this.#failures.some((failure) => failure.module === module && failure.stage !== 'job');
  }

  /** Asks `check` on every `/health` from now on. */
  watchHealth(module: string, check: () => Promise<ModuleHealth>): void {
    this.#healthChecks.set(module, check);
  }

  /**
   * The modules whose health check answers not ok, throws, or does not answer within
   * `HEALTH_CHECK_TIMEOUT_MS`, asked all at once. Why is logged at warn; only names leave.
   */
  async unhealthy(): Promise<string[]> {
    const answers = await Promise.all(
      [...this.#healthChecks].map(async ([module, check]) => {
        try {
          const health = await Promise.race([
            check(),
            new Promise<never>((_, reject) =>
              setTimeout(
                () => reject(new Error(`no answer in ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
                HEALTH_CHECK_TIMEOUT_MS,
              ).unref(),
            ),
          ]);
          return health.ok ? undefined : module;
        } catch (error) {
          this.log.warn({ module, err: error }, `health check of module ${module} failed`);
          return module;
        }
      }),
    );
    return answers.filter((module): module is string => module !== undefined);
  }

  failures(): readonly ModuleFailure[] {
    return [...this.#failures];
  }

  routesOf(module: string): readonly ModuleRoute[] {
    return this.#routes.get(module) ?? [];
  }

  #record(module: string, stage: ModuleStage, error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const known = this.#failures.some((f) => f.module === module && f.stage === stage);
    if (!known) this.#failures.push({ module, stage, message });
    return message;
  }
}
