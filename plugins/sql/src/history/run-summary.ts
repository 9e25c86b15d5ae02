import dayjs from 'dayjs';
import type { BadgeTone } from '@atrium/design-system';
import type { HistoryRun } from '../data/history-queries.js';

/** How a recorded run ended, as the history route answers it. */
export type RunStatus = HistoryRun['status'];

/** The badge each ending shows: a lookup table, one row per status. */
export const STATUS_BADGE: Record<RunStatus, { label: string; tone: BadgeTone }> = {
  ok: { label: 'Succeeded', tone: 'positive' },
  error: { label: 'Failed', tone: 'critical' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** When a run started, as the running queries dialog writes times: `27 Nov 2026 08:15 (+0000)`. */
export const ranAt = (iso: string) => dayjs(iso).format('DD MMM YYYY HH:mm (ZZ)');

/** `12 ms`, `1.4 s`, `2 min 5 s`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** `1 row`, `3 rows`; nothing for a statement Postgres counts no rows of. */
export const rowsText = (count: number | null) =>
  count === null ? '' : count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`;
