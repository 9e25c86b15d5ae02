import { Button } from '@atrium/design-system';
import * as styles from './Explain.css.js';
import { PlanTree } from './PlanTree.js';
import type { Explained } from './use-explain.js';

export interface ExplainPanelProps {
  readonly explained: Exclude<Explained, { status: 'idle' }>;
  /** Stops a running explain, or closes the plan: the run's results show again. */
  readonly onClose: () => void;
}

const ms = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 3 })} ms`;

/** The plan's times, or that it is the planner's estimate of a statement that did not run. */
function summary(explained: Extract<Explained, { status: 'done' }>): string {
  const { plan } = explained;
  if (!plan.analyzed) return 'Estimated plan: the statement did not run.';
  const times = [
    plan.planningMs !== null && `planning ${ms(plan.planningMs)}`,
    plan.executionMs !== null && `execution ${ms(plan.executionMs)}`,
  ].filter(Boolean);
  return `Analyzed, then rolled back: ${times.join(', ')}.`;
}

/** The results area while a statement is explained: its plan as a tree, or why there is none. */
export function ExplainPanel({ explained, onClose }: ExplainPanelProps) {
  return (
    <section className={styles.panel} aria-label="Query plan">
      <div className={styles.statusLine} role="status">
        {explained.status === 'running' && (
          <span>{explained.request.analyze ? 'Running EXPLAIN ANALYZE…' : 'Explaining…'}</span>
        )}
        {explained.status === 'done' && <span>{summary(explained)}</span>}
        {explained.status === 'failed' && <span>EXPLAIN failed.</span>}
        <span className={styles.spacer} />
        <Button
          variant="soft"
          tone={explained.status === 'running' ? 'critical' : 'neutral'}
          size="small"
          onPress={onClose}
        >
          {explained.status === 'running' ? 'Cancel' : 'Close plan'}
        </Button>
      </div>
      {explained.status === 'failed' && (
        <p role="alert" className={styles.error}>
          ERROR: {explained.error.code}: {explained.error.message}
        </p>
      )}
      {explained.status === 'done' && <PlanTree plan={explained.plan} />}
    </section>
  );
}
