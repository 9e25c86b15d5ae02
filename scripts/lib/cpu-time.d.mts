/** Types for cpu-time.mjs, so TypeScript tests can call it. */

export interface MachineCpu {
  readonly busyMs: number;
  readonly idleMs: number;
}

export function endedChildrenCpuMs(): number | undefined;

export function recordedCpuMs(file: string): number | undefined;

export function machineCpu(): MachineCpu | undefined;

export function coresBusy(
  before: MachineCpu | undefined,
  after: MachineCpu | undefined,
): string | undefined;
