import type { Queryable } from '../../db/queryable.js';

/** How many failures are kept: older ones go as new ones come, so a flood stays bounded. */
export const KEPT_FAILURES = 100;

/** A failure of a plugin, as a browser that ran it reports it. */
export interface ReportedFailure {
  readonly pluginId: string;
  /** Where in the plugin it failed: a route's screen, a contribution, a command. */
  readonly where: string;
  readonly message: string;
}

/** A failure as `/admin/plugins` lists it: when first and last seen, and how many times. */
export interface StoredFailure extends ReportedFailure {
  readonly firstAt: string;
  readonly lastAt: string;
  readonly times: number;
}

/**
 * Records a reported failure, counting a repeat of one already kept instead of adding a row,
 * then removes all but the newest `KEPT_FAILURES`.
 */
export async function recordFailure(platform: Queryable, failure: ReportedFailure): Promise<void> {
  await platform.query(
    `INSERT INTO module_plugins.failures AS f (plugin_id, place, message) VALUES ($1, $2, $3)
     ON CONFLICT (plugin_id, place, message)
       DO UPDATE SET last_at = now(), times = f.times + 1`,
    [failure.pluginId, failure.where, failure.message],
  );
  await platform.query(
    `DELETE FROM module_plugins.failures
      WHERE id IN (SELECT id FROM module_plugins.failures ORDER BY last_at DESC OFFSET $1)`,
    [KEPT_FAILURES],
  );
}

/** The kept failures, the most recently seen first. */
export async function listFailures(platform: Queryable): Promise<StoredFailure[]> {
  const { rows } = await platform.query<StoredFailure & { firstAt: Date; lastAt: Date }>(
    `SELECT plugin_id AS "pluginId", place AS "where", message,
            first_at AS "firstAt", last_at AS "lastAt", times
       FROM module_plugins.failures ORDER BY last_at DESC, id DESC`,
  );
  return rows.map((row) => ({
    ...row,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  }));
}
