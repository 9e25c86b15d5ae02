import { Badge, Box, Button } from '@atrium/design-system';
import * as styles from './history.css.js';
import type { HistoryRun } from '../data/history-queries.js';
import { duration, ranAt, rowsText, STATUS_BADGE } from './run-summary.js';

export interface HistoryEntryProps {
  readonly run: HistoryRun;
  readonly onOpen: (sql: string) => void;
  readonly onDelete: (id: string) => void;
}

/** A run of the history: its text, when, how long, how it ended, and what can be done with it. */
export function HistoryEntry({ run, onOpen, onDelete }: HistoryEntryProps) {
  const badge = STATUS_BADGE[run.status];
  return (
    <li className={styles.entry}>
      {/* Scrolls past a few lines: focusable, so the keyboard can scroll it too. */}
      <pre className={styles.sql} tabIndex={0} aria-label="SQL that ran">
        {run.sql}
      </pre>
      {run.error && <p className={styles.error}>{run.error}</p>}
      <Box display="flex" alignItems="center" gap="medium" fontSize="small" flexWrap="wrap">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span>{ranAt(run.ran_at)}</span>
        <span>{duration(run.duration_ms)}</span>
        {run.status === 'ok' && <span>{rowsText(run.row_count)}</span>}
        <Box flexGrow={1} />
        <Button variant="soft" size="small" onPress={() => onOpen(run.sql)}>
          Open in editor
        </Button>
        <Button variant="ghost" tone="critical" size="small" onPress={() => onDelete(run.id)}>
          Delete
        </Button>
      </Box>
    </li>
  );
}
