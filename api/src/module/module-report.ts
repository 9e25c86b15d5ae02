import type { Logger } from 'pino';

/** Where a module failed: it is left out from there on, and the rest of Atrium runs. */
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
 * What became of each module at start: the routes it mounted, or why it was left out. Read by
 * `/health` (names and stages only) and written to the log at error, by name.
 */
export class ModuleReport {
  readonly #failures: ModuleFailure[] = [];
  readonly #routes = new Map<string, readonly ModuleRoute[]>();

  constructor(private readonly log: Logger) {}

  leftOut(module: string, stage: ModuleStage, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.#failures.push({ module, stage, message });
    this.log.error(
      { module, stage, err: error },
      `module ${module} left out (${stage}): ${message}`,
    );
  }

  mounted(module: string, routes: readonly ModuleRoute[]): void {
    this.#routes.set(module, routes);
  }

  isLeftOut(module: string): boolean {
    return this.#failures.some((failure) => failure.module === module);
  }

  failures(): readonly ModuleFailure[] {
    return [...this.#failures];
  }

  routesOf(module: string): readonly ModuleRoute[] {
    return this.#routes.get(module) ?? [];
  }
}
