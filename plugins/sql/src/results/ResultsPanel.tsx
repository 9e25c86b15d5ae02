import { Box, Button, Tab, TabList, TabPanel, Tabs } from '@atrium/design-system';
import { useState } from 'react';
import type { ScriptRun } from '../data/use-script-run.js';
import { ResultActions } from './ResultActions.js';
import { ResultGrid } from './ResultGrid.js';
import * as styles from './Results.css.js';
import { cutNotice, statementSummary } from './statement-summary.js';

export interface ResultsPanelProps {
  readonly run: ScriptRun;
  readonly onCancel: () => void;
}

/** The run's state in a line: running (with Cancel), its time, or why it stopped. */
function StatusLine({ run, onCancel }: ResultsPanelProps) {
  const { status, results, elapsedMs } = run;
  if (status === 'idle') {
    return (
      <span className={styles.muted}>Run the SQL (Ctrl/Cmd-Enter) to see its results here.</span>
    );
  }
  if (status === 'running') {
    return (
      <div className={styles.statusLine} role="status">
        <span>Running…</span>
        <Button variant="soft" tone="critical" size="small" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    );
  }
  const time = results.durationMs ?? elapsedMs;
  return (
    <div className={styles.statusLine} role="status">
      {status === 'cancelled' && <span>The query was cancelled.</span>}
      {status === 'done' && (
        <span>
          {results.statements.length === 1
            ? '1 statement'
            : `${results.statements.length} statements`}{' '}
          ran in {time?.toLocaleString('en-US')} ms
        </span>
      )}
      {status === 'failed' && time !== null && (
        <span>Failed after {time.toLocaleString('en-US')} ms</span>
      )}
    </div>
  );
}

/** Postgres's error as psql shows it: the message, then its detail and hint. */
function RunError({ run }: { run: ScriptRun }) {
  const error = run.results.error;
  if (!error && !run.failure) return null;
  const text = error
    ? [
        `ERROR: ${error.code}: ${error.message}`,
        error.detail && `DETAIL: ${error.detail}`,
        error.hint && `HINT: ${error.hint}`,
      ]
        .filter(Boolean)
        .join('\n')
    : run.failure;
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}

/**
 * What a run answered: one tab per result set, each in a virtualised grid with its copy and
 * export, and a Messages tab with every statement's command tag and row count.
 */
export function ResultsPanel({ run, onCancel }: ResultsPanelProps) {
  const { statements, typeNames } = run.results;
  const sets = statements
    .map((statement, index) => ({ statement, index }))
    .filter(({ statement }) => statement.columns !== null);
  const showTabs = run.status !== 'idle' && statements.length > 0;
  // The tab the user chose in this run; a new run, or a tab not there yet, starts on the first.
  const [chosen, setChosen] = useState<{ request: ScriptRun['request']; key: string } | null>(null);
  const keys = [...sets.map((_, n) => `result-${n + 1}`), 'messages'];
  const selectedKey =
    chosen && chosen.request === run.request && keys.includes(chosen.key) ? chosen.key : keys[0]!;
  return (
    <section className={styles.panel} aria-label="Results">
      <StatusLine run={run} onCancel={onCancel} />
      <RunError run={run} />
      {showTabs && (
        <Tabs
          selectedKey={selectedKey}
          onSelectionChange={(key) => setChosen({ request: run.request, key: String(key) })}
          UNSAFE_className={styles.tabs}
        >
          <TabList aria-label="Result sets">
            {sets.map((_, n) => (
              <Tab key={n} id={`result-${n + 1}`}>
                Result {n + 1}
              </Tab>
            ))}
            <Tab id="messages">Messages</Tab>
          </TabList>
          {sets.map(({ statement }, n) => {
            const notice = cutNotice(statement);
            return (
              <TabPanel key={n} id={`result-${n + 1}`} UNSAFE_className={styles.tabPanel}>
                <div className={styles.statusLine}>
                  <span>{statementSummary(statement)}</span>
                  <Box flexGrow={1} />
                  <ResultActions
                    columns={statement.columns!}
                    rows={statement.rows}
                    name={`result-${n + 1}`}
                  />
                </div>
                {notice && (
                  <span role="note" className={styles.muted}>
                    {notice}
                  </span>
                )}
                <div className={styles.grid}>
                  <ResultGrid
                    aria-label={`Result ${n + 1}`}
                    columns={statement.columns!}
                    rows={statement.rows}
                    typeNames={typeNames}
                  />
                </div>
              </TabPanel>
            );
          })}
          <TabPanel id="messages" UNSAFE_className={styles.tabPanel}>
            <ol className={styles.messages} aria-label="Statements">
              {statements.map((statement, index) => (
                <li key={index}>{statementSummary(statement)}</li>
              ))}
            </ol>
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
