import { ApiRequestError, usePgMeta, usePluginContext } from '@atrium/core/plugin-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { explainPlan, type PlanQuestion } from '../data/explain-plan.js';
import type { RunAs } from '../data/use-script-run.js';
import { planTree, type PlanTree } from './plan-tree.js';

/** What is explained (`PlanQuestion`), and where it starts in the editor. */
export interface ExplainRequest extends PlanQuestion {
  readonly from: number;
  readonly runAs?: RunAs;
}

export interface ExplainError {
  readonly message: string;
  readonly code: string;
  /** 1-based, in the explained statement, as Postgres counts. */
  readonly position?: number;
}

export type Explained =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly request: ExplainRequest }
  | { readonly status: 'done'; readonly request: ExplainRequest; readonly plan: PlanTree }
  | { readonly status: 'failed'; readonly request: ExplainRequest; readonly error: ExplainError };

const IDLE: Explained = { status: 'idle' };

/** The API's refusal to analyze a statement that may write, until the user confirms it. */
const MAY_WRITE = 'analyze_write';

/** The question before analyzing a write: it really runs, and only its transaction is undone. */
export const analyzeWriteQuestion = {
  title: 'Analyze a statement that may write?',
  message:
    'EXPLAIN ANALYZE runs the statement to time it. Its transaction is rolled back, but what cannot be rolled back (sequences, calls to other systems) stays done.',
  confirmLabel: 'Explain analyze',
  critical: true,
} as const;

/**
 * Explains a statement through `/query/explain` (`explainPlan`) and holds its plan, read into a tree. A
 * statement that may write is analyzed only once the user confirms it; `cancel()`, a new
 * explain, or leaving the page aborts the request, and the API cancels the statement.
 */
export function useExplain(): {
  explained: Explained;
  explain: (request: ExplainRequest) => void;
  cancel: () => void;
  close: () => void;
} {
  const { pgMeta } = usePgMeta();
  const { confirm } = usePluginContext();
  const [explained, setExplained] = useState<Explained>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const explain = useCallback(
    (request: ExplainRequest): void => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const settle = (next: Explained) => {
        if (current.current === controller) setExplained(next);
      };
      setExplained({ status: 'running', request });
      void (async () => {
        try {
          const plan = await explainPlan(pgMeta, request, controller.signal);
          settle({ status: 'done', request, plan: planTree(plan) });
        } catch (error) {
          if (controller.signal.aborted) return settle(IDLE);
          if (error instanceof ApiRequestError && error.code === MAY_WRITE) {
            settle(IDLE);
            if ((await confirm(analyzeWriteQuestion)) && current.current === controller) {
              explain({ ...request, writeConfirmed: true });
            }
            return;
          }
          settle({ status: 'failed', request, error: explainError(error) });
        }
      })();
    },
    [pgMeta, confirm],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setExplained(IDLE);
  }, []);

  return { explained, explain, cancel, close: cancel };
}

function explainError(error: unknown): ExplainError {
  if (error instanceof ApiRequestError) {
    return { message: error.message, code: error.code, position: error.location.position };
  }
  return { message: error instanceof Error ? error.message : String(error), code: 'error' };
}
