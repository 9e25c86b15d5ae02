/** Types for web-build-inputs.mjs, so TypeScript tests can call it. */

/** What the stamp of the last build recorded. */
export interface BuiltStamp {
  /** When it was built (ms). */
  readonly at: number;
  /** `installedDigest` when it was built. */
  readonly installed: string;
}

export const SOURCES: readonly string[];
export function newestSourceChange(dir: string): number;
export function newestOwnSourceChange(root: string): number;
export function installedDigest(root: string): string;
export function webBuildIsStale(inputs: {
  readonly force?: boolean;
  readonly built: BuiltStamp | undefined;
  readonly ownSourcesChangedAt: number;
  readonly installed: string;
}): boolean;
