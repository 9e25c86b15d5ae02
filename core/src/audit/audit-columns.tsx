import { Badge, tableColumnHelper } from '@atrium/design-system';
import type { ResponseOf } from '../plugin-api/api-types.js';
import type { ApiClient } from '@atrium/api/client';
import { describeEntry } from './audit-events.js';

export type AuditEntry = ResponseOf<
  ApiClient['platform']['profile']['audit']['$get']
>['entries'][number];

const col = tableColumnHelper<AuditEntry>();

/** The audit log's columns: when, who (email, else the address), the method, what happened, and the outcome. */
export const auditColumns = col.columns([
  col.accessor('at', {
    header: 'Time',
    size: 190,
    cell: (info) => new Date(info.getValue()).toLocaleString(),
  }),
  col.accessor('actor_email', {
    header: 'Actor',
    size: 200,
    cell: (info) => info.getValue() ?? info.row.original.actor_address ?? 'Local user',
  }),
  col.accessor('method', { header: 'Method', size: 90 }),
  col.accessor('route', {
    header: 'What happened',
    size: 360,
    cell: (info) => describeEntry(info.row.original),
  }),
  col.accessor('status', {
    header: 'Result',
    size: 90,
    cell: (info) =>
      info.getValue() < 400 ? (
        <Badge tone="positive">{info.getValue()}</Badge>
      ) : (
        <Badge tone="critical">{info.getValue()}</Badge>
      ),
  }),
]);
