import type { Queryable } from '../../db/queryable.js';
import type { LogEvent } from './event-batch.js';

/**
 * Writes a batch of events for the project, all or none: one statement, so one transaction.
 * An event without a timestamp is dated when it was received.
 */
export async function insertLogEvents(
  db: Queryable,
  projectId: string,
  events: readonly LogEvent[],
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO log_events (project_id, "timestamp", event_message, metadata)
     SELECT $1, coalesce(e."timestamp", now()), e.event_message, coalesce(e.metadata, '{}')
       FROM jsonb_to_recordset($2::jsonb)
         AS e("timestamp" timestamptz, event_message text, metadata jsonb)`,
    [projectId, JSON.stringify(events)],
  );
  return rowCount ?? 0;
}
