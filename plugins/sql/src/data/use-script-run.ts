import { ApiRequestError, readJson, usePgMeta, usePluginContext } from '@atrium/core/plugin-api';
import type { Impersonated } from '@atrium/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readLines } from './read-lines.js';
import { NO_RESULTS, ScriptResultsBuilder, type ScriptResults } from './script-results.js';

/** The role a run acts as, and the claims `auth.uid()` reads (the table editor's impersonation). */
export type RunAs = Impersonated;

/** What is run: the code, and where it starts in the editor (an error's position counts from it). */
export interface RunRequest {
  readonly text: string;
  readonly from: number;
  readonly runAs?: RunAs;
  /** The user confirmed the DROP, TRUNCATE, or DELETE or UPDATE without WHERE it holds. */
  readonly destructiveConfirmed?: boolean;
}

export type RunStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface ScriptRun {
  readonly status: RunStatus;
  readonly results: ScriptResults;
  /** The run's code and where it started, for placing its error. */
  readonly request: RunRequest | null;
  /** Refused before it ran, or broken off: the reason, in words. */
  readonly failure: string | null;
  /** Milliseconds from pressing Run to the last line, as the page measured. */
  readonly elapsedMs: number | null;
}

const IDLE: ScriptRun = {
  status: 'idle',
  results: NO_RESULTS,
  request: null,
  failure: null,
  elapsedMs: null,
};

/** How often, at most, the rows streaming in are shown. */
const FRAME_MS = 16;

/** The API's refusal of a script that would destroy something, until the user confirms it. */
const DESTRUCTIVE = 'destructive_statement';

/**
 * Runs scripts through `/query/results` and holds what came back, rendered as it streams in.
 * Each run carries an id of its own: `cancel()` asks `/query/cancel` to stop that run on the
 * server and aborts the request, whose going away cancels it too (the first reaches the server
 * even when a proxy keeps the run's own connection open); leaving the page (or closing its tab)
 * does the same as the component goes away. A script the API finds
 * destructive is run only once the user confirms it, as the hosted editor asks; declined, nothing
 * ran and the page is as before. It shows `initial` until a run starts (an editor tab's last one).
 */
export function useScriptRun(initial: ScriptRun = IDLE): {
  run: ScriptRun;
  start: (request: RunRequest) => void;
  cancel: () => void;
} {
  const { pgMeta } = usePgMeta();
  const { confirm } = usePluginContext();
  const [run, setRun] = useState<ScriptRun>(initial);
  const current = useRef<AbortController | null>(null);
  // The id the running request was sent with, until it ends.
  const runId = useRef<string | null>(null);

  const stop = useCallback(() => {
    const id = runId.current;
    runId.current = null;
    // Fire and forget: a run that ended meanwhile answers 404, and the abort follows anyway.
    if (id) void pgMeta.sql.query.cancel.$post({ json: { run_id: id } }).catch(() => undefined);
    current.current?.abort();
  }, [pgMeta]);

  useEffect(() => () => stop(), [stop]);

  const start = useCallback(
    (request: RunRequest): void => {
      stop();
      const controller = new AbortController();
      current.current = controller;
      const id = crypto.randomUUID();
      runId.current = id;
      const started = performance.now();
      const builder = new ScriptResultsBuilder();
      const update = (change: Partial<ScriptRun>) =>
        setRun((previous) =>
          current.current === controller ? { ...previous, ...change } : previous,
        );
      setRun({ ...IDLE, status: 'running', request });
      // Over: nothing left on the server to cancel.
      const ended = () => {
        if (runId.current === id) runId.current = null;
      };
      // Rows are shown at most once a frame: each network piece would otherwise render the page
      // and copy the rows so far (100,000 rows come in hundreds of pieces).
      let shown: ReturnType<typeof setTimeout> | undefined;
      const showSoon = () => {
        shown ??= setTimeout(() => {
          shown = undefined;
          update({ results: builder.snapshot() });
        }, FRAME_MS);
      };
      void (async () => {
        try {
          const response = await pgMeta.sql.query.results.$post(
            {
              json: {
                query: request.text,
                run_id: id,
                ...(request.runAs && { role: request.runAs.role, claims: request.runAs.claims }),
                ...(request.destructiveConfirmed && { destructive_confirmed: true }),
              },
            },
            { init: { signal: controller.signal } },
          );
          if (!response.ok) await readJson(response as unknown as Response);
          await readLines(
            response.body!,
            (lines) => {
              for (const line of lines) builder.add(line);
              showSoon();
            },
            controller.signal,
          );
          clearTimeout(shown);
          controller.signal.throwIfAborted();
          ended();
          const results = builder.snapshot();
          const elapsedMs = Math.round(performance.now() - started);
          if (!results.finished) {
            update({ status: 'failed', results, elapsedMs, failure: 'The answer was broken off.' });
          } else {
            update({ status: results.error ? 'failed' : 'done', results, elapsedMs });
          }
        } catch (error) {
          ended();
          clearTimeout(shown);
          const elapsedMs = Math.round(performance.now() - started);
          if (error instanceof ApiRequestError && error.code === DESTRUCTIVE) {
            update(IDLE);
            const confirmed = await confirm(destructiveQuestion(error.message));
            if (confirmed && current.current === controller) {
              start({ ...request, destructiveConfirmed: true });
            }
          } else if (controller.signal.aborted) {
            update({ status: 'cancelled', results: builder.snapshot(), elapsedMs });
          } else {
            const failure = error instanceof Error ? error.message : String(error);
            update({ status: 'failed', results: builder.snapshot(), elapsedMs, failure });
          }
        }
      })();
    },
    [pgMeta, confirm, stop],
  );

  return { run, start, cancel: stop };
}

/** The hosted editor's question before a destructive run, with what the API found in it. */
export const destructiveQuestion = (found: string) => ({
  title: 'Potential issue detected with your query',
  message: `${found} Make sure you are not accidentally removing something important.`,
  confirmLabel: 'Run this query',
  critical: true,
});
