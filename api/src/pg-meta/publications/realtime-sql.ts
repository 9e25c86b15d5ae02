import { quoteIdent } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import { createPublication } from './sql.js';
import type { QualifiedName } from './table-name.js';

/**
 * The publication Realtime streams changes from, named as the hosted platform names it, so a
 * project moved to or from it keeps its tables' realtime setting.
 */
export const REALTIME_PUBLICATION = 'supabase_realtime';

/** The tables the screens show as 'Realtime Enabled'. */
export interface RealtimeTables {
  /** Whether the publication exists at all (it is created on the first table enabled). */
  publication: boolean;
  /** FOR ALL TABLES: every table is enabled, and none can be toggled alone. */
  all_tables: boolean;
  /** The ordinary and partitioned tables in the publication (none when `all_tables`). */
  table_ids: number[];
}

/** The publication's state and its tables' ids (an `oid[]`, which pg reads as numbers), in one row. */
export function realtimeTables(): BoundQuery {
  const params = new SqlParams();
  const name = params.add(REALTIME_PUBLICATION);
  const text = `
    SELECT EXISTS (SELECT 1 FROM pg_publication WHERE pubname = ${name}) AS publication,
           COALESCE((SELECT puballtables FROM pg_publication WHERE pubname = ${name}), false)
             AS all_tables,
           ARRAY(SELECT pr.prrelid FROM pg_publication_rel pr
                   JOIN pg_publication p ON p.oid = pr.prpubid
                  WHERE p.pubname = ${name} ORDER BY pr.prrelid) AS table_ids`;
  return { text, values: params.values };
}

/** The statement that puts one table into the publication, or takes it out; none when it is so. */
export function realtimeToggle(
  state: RealtimeTables,
  table: QualifiedName & { id: number },
  enabled: boolean,
): string | undefined {
  const member = state.table_ids.includes(table.id);
  if (member === enabled) return undefined;
  const qualified = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  if (!state.publication) {
    // As the hosted platform makes it: every event published.
    const all = { publish_insert: true, publish_update: true, publish_delete: true };
    return createPublication(REALTIME_PUBLICATION, { ...all, publish_truncate: true }, [table]);
  }
  const verb = enabled ? 'ADD' : 'DROP';
  return `ALTER PUBLICATION ${quoteIdent(REALTIME_PUBLICATION)} ${verb} TABLE ${qualified}`;
}
