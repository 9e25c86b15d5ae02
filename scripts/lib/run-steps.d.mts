/** Types for run-steps.mjs, so TypeScript tests can call it. */

export interface Step {
  readonly name: string;
  /**
   * Runs the step; `captured` says its output must be returned rather than printed as it comes.
   * `cpuMs`: the CPU time the step used, where known.
   */
  readonly run: (captured: boolean) => Promise<{ code: number; output?: string; cpuMs?: number }>;
}

export function runSteps(
  steps: readonly Step[],
  /** `captured`: hold each output back even one at a time (the default only side by side). */
  options?: { concurrency?: number; captured?: boolean },
): Promise<{ name: string; code: number; ms: number; cpuMs?: number }[]>;
