import type pg from 'pg';
import type { Logger } from 'pino';
import { recordRun, type NewRun } from './store.js';

/** Longest SQL text kept in the history, in characters: a longer run is not recorded. */
export const MAX_RECORDED_SQL = 256 * 1024;

/**
 * Records runs of the SQL editor once they have ended, without holding anyone up: the write is
 * not awaited by the run, and one that fails is logged, never answered, so the history can never
 * fail or slow a run.
 */
export const sqlRunRecorder =
  (platform: () => pg.Pool, log: Logger) =>
  (run: NewRun): void => {
    if (run.sql.length > MAX_RECORDED_SQL) return;
    recordRun(platform(), run).catch((error: unknown) =>
      log.warn({ err: error }, 'a run of the SQL editor was not recorded in its history'),
    );
  };
