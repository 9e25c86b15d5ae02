import type { Logger } from 'pino';

/** Where a module failed. Until `job`, it is left out from there on, and the rest of Atrium runs. */
export type ModuleStage =
  'import' | 'definition' | 'dependency' | 'migration' | 'routes' | 'declaration' | 'job';

export interface ModuleFailure {
  readonly module: string;
  readonly stage: ModuleStage;
  /** For the log and the administrators' view only: `/health` is public and shows no message. */
  readonly message: string;
}

/** A mounted route of a module, with what it declared (`public`, `signed-in`, `action resource`). */
export interface ModuleRoute {
  readonly method: string;
  readonly path: string;
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

  constructor(private readonly log: Logger) {}

  /** The module is left out: nothing more of it runs. */
  leftOut(module: string, stage: Exclude<ModuleStage, 'job'>, error: unknown): void {
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

  mounted(module: string, routes: readonly ModuleRoute[]): void {
    this.#routes.set(module, routes);
  }

  isLeftOut(module: string): boolean {
    return this.#failures.some((failure) => failure.module === module && failure.stage !== 'job');
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
