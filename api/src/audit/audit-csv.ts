import type { Queryable } from '../db/queryable.js';
import type { AuditFilters } from './audit-filters.js';
import { auditBatch, type AuditEntry, type AuditScope } from './audit-log.js';
import { csvRecord } from './csv-cell.js';

/** Entries read per query while exporting: no connection is held between batches. */
const BATCH = 1000;

const HEADER = [
  'time',
  'actor',
  'address',
  'event',
  'target',
  'method',
  'route',
  'status',
  'details',
];

const recordOf = (entry: AuditEntry) =>
  csvRecord([
    new Date(entry.at).toISOString(),
    entry.actor_email,
    entry.actor_address,
    entry.action,
    entry.target_name ??
      Object.entries(entry.target)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
    entry.method,
    entry.route,
    entry.status,
    Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null,
  ]);

/**
 * The scope's entries the filters keep, newest first, as CSV (cells defused against spreadsheet
 * formulas), read a batch at a time as the client takes them; a client that leaves stops it.
 */
export function auditCsv(
  db: Queryable,
  scope: AuditScope,
  filters: AuditFilters,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvRecord(HEADER)));
          return;
        }
        const entries = await auditBatch(db, scope, filters, { before, size: BATCH });
        if (entries.length > 0) controller.enqueue(encoder.encode(entries.map(recordOf).join('')));
        if (entries.length < BATCH) controller.close();
        else before = entries.at(-1)!.id;
      },
    },
    { highWaterMark: 0 },
  );
}
