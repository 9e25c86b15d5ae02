import type { RunOutcome } from '../../db/script-outcome.js';

/** A finished run of the SQL editor, as its history keeps it. */
export interface FinishedSqlRun extends RunOutcome {
  readonly projectRef: string;
  readonly userId: string;
  readonly sql: string;
  /** When it started: runs are recorded as they end, not awaited, so not in the order they ran. */
  readonly startedAt: Date;
  readonly durationMs: number;
}

/**
 * Where finished runs go (the SQL history, handed in by `app.ts`). Called once a run's answer
 * has ended; it must neither throw nor make the run wait.
 */
export type RecordSqlRun = (run: FinishedSqlRun) => void;
