import { failureKey, type PluginFailure } from '../../state/app-state.js';

/** A failure as the Failures section lists it. */
export interface ListedFailure {
  readonly key: string;
  readonly pluginId: string;
  readonly where: string;
  readonly message: string;
  /** When it was last seen. */
  readonly at: string;
  /** How many times browsers reported it; none for a failure only this page has seen. */
  readonly times?: number;
}

/** A failure as the server keeps it (`GET /platform/plugins/failures`). */
export interface ReportedFailure {
  readonly pluginId: string;
  readonly where: string;
  readonly message: string;
  readonly lastAt: string;
  readonly times: number;
}

/**
 * The failures this page contained and those browsers reported, one entry per failure (the
 * server's, which counts, when both have it), the most recently seen first.
 */
export function listedFailures(
  onPage: readonly PluginFailure[],
  reported: readonly ReportedFailure[],
): ListedFailure[] {
  const byKey = new Map<string, ListedFailure>();
  for (const f of onPage) byKey.set(failureKey(f), { ...f, key: failureKey(f) });
  for (const f of reported) {
    const key = failureKey(f);
    const seenHere = byKey.get(key);
    const at = seenHere && seenHere.at > f.lastAt ? seenHere.at : f.lastAt;
    byKey.set(key, {
      key,
      pluginId: f.pluginId,
      where: f.where,
      message: f.message,
      at,
      times: f.times,
    });
  }
  return [...byKey.values()].sort((a, b) => b.at.localeCompare(a.at));
}
