import { readJson, usePgMeta } from '@atrium/core/plugin-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readLines } from './read-lines.js';
import { NO_RESULTS, ScriptResultsBuilder, type ScriptResults } from './script-results.js';

/** The role a run acts as, and the claims `auth.uid()` reads (the table editor's impersonation). */
export interface RunAs {
  readonly role: string;
  readonly claims?: Readonly<Record<string, unknown>>;
}

/** What is run: the code, and where it starts in the editor (an error's position counts from it). */
export interface RunRequest {
  readonly text: string;
  readonly from: number;
  readonly runAs?: RunAs;
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

/**
 * Runs scripts through `/query/results` and holds what came back, rendered as it streams in.
 * `cancel()` aborts the request, which cancels the running statement on the server; so does
 * leaving the page (the run is aborted when the component goes away).
 */
export function useScriptRun(): {
  run: ScriptRun;
  start: (request: RunRequest) => void;
  cancel: () => void;
} {
  const { pgMeta } = usePgMeta();
  const [run, setRun] = useState<ScriptRun>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    (request: RunRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const started = performance.now();
      const builder = new ScriptResultsBuilder();
      const update = (change: Partial<ScriptRun>) =>
        setRun((previous) =>
          current.current === controller ? { ...previous, ...change } : previous,
        );
      setRun({ ...IDLE, status: 'running', request });
      void (async () => {
        try {
          const response = await pgMeta.sql.query.results.$post(
            {
              json: {
                query: request.text,
                ...(request.runAs && { role: request.runAs.role, claims: request.runAs.claims }),
              },
            },
            { init: { signal: controller.signal } },
          );
          if (!response.ok) await readJson(response as unknown as Response);
          await readLines(
            response.body!,
            (lines) => {
              for (const line of lines) builder.add(line);
              update({ results: builder.snapshot() });
            },
            controller.signal,
          );
          controller.signal.throwIfAborted();
          const results = builder.snapshot();
          const elapsedMs = Math.round(performance.now() - started);
          if (!results.finished) {
            update({ status: 'failed', results, elapsedMs, failure: 'The answer was broken off.' });
          } else {
            update({ status: results.error ? 'failed' : 'done', results, elapsedMs });
          }
        } catch (error) {
          const elapsedMs = Math.round(performance.now() - started);
          if (controller.signal.aborted) {
            update({ status: 'cancelled', results: builder.snapshot(), elapsedMs });
          } else {
            const failure = error instanceof Error ? error.message : String(error);
            update({ status: 'failed', results: builder.snapshot(), elapsedMs, failure });
          }
        }
      })();
    },
    [pgMeta],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { run, start, cancel };
}
