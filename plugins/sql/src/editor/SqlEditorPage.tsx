import { Badge, Button, ButtonLink, Skeleton, visuallyHidden } from '@atrium/design-system';
import type { CodeToRun } from '@atrium/design-system/lazy/CodeEditor/CodeEditor';
import { useCan, usePgMeta, useParams } from '@atrium/core/plugin-api';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useCompletions } from '../completion/use-completions.js';
import { ResultsPanel } from '../results/ResultsPanel.js';
import type { RunAs } from '../data/use-script-run.js';
import { formatSql } from '../data/format-sql.js';
import { RunningQueriesDialog } from '../running/RunningQueriesDialog.js';
import { SnippetSaveStatus } from '../snippets/SnippetSaveStatus.js';
import { useEditorKey } from '../snippets/editor-key.js';
import { SnippetsLayout } from '../snippets/SnippetsLayout.js';
import { useSnippetSave } from '../snippets/use-snippet-save.js';
import { RunAsPicker } from './RunAsPicker.js';
import * as styles from './SqlEditorPage.css.js';
import { useDraft } from './use-draft.js';
import { ExplainButtons } from '../explain/ExplainButtons.js';
import { ExplainPanel } from '../explain/ExplainPanel.js';
import { useEditorExplain } from '../explain/use-editor-explain.js';
import { SqlTabs } from '../tabs/SqlTabs.js';
import { useTabRun } from '../tabs/use-tab-run.js';

// CodeMirror is heavy: a chunk of its own, loaded with the editor, never with the shell.
const CodeEditor = lazy(async () => ({
  default: (await import('@atrium/design-system/lazy/CodeEditor/CodeEditor')).CodeEditor,
}));

/**
 * `/project/{ref}/sql/new` and `/sql/{id}`: the SQL editor. The code is kept as a draft per
 * snippet as it is typed; Run (or Ctrl/Cmd-Enter) runs the selection, or everything without one,
 * as the chosen role, and the results stream in below; Postgres's error is underlined where it is.
 * Explain (F7) and Explain analyze (Shift-F7) show the plan of the selection, or of the statement
 * under the cursor, in place of the results until it is closed. The snippets opened are tabs over
 * it, each with its own draft and, while the page lives, its last results.
 */
export function SqlEditorPage() {
  const { id = 'new' } = useParams<{ id?: string }>();
  const key = useEditorKey(id);
  return (
    <SnippetsLayout openId={id}>
      <SqlTabs openId={id} editorKey={key}>
        <SqlEditor key={key} id={id} />
      </SqlTabs>
    </SnippetsLayout>
  );
}

function SqlEditor({ id }: { id: string }) {
  const { pgMeta, ref } = usePgMeta();
  const [code, setCode] = useDraft(id);
  const save = useSnippetSave(id, code, setCode);
  const completions = useCompletions();
  const { run, start, cancel } = useTabRun(id);
  const [runAs, setRunAs] = useState<RunAs | undefined>();
  const [formatting, setFormatting] = useState(false);
  const [showRunning, setShowRunning] = useState(false);
  const can = useCan();
  const canSeeRunning = can('sql:admin:read', 'queries');
  // Without it, the API runs the SQL as a read role in a read-only transaction.
  const canWrite = can('sql:query', 'sql');
  // What Run would run: the selection when there is one (kept by the editor as it changes).
  const selection = useRef<CodeToRun | null>(null);
  const errorId = useId();
  const explainer = useEditorExplain(code, runAs);

  const runCode = (toRun: CodeToRun) => {
    if (!toRun.text.trim()) return;
    explainer.close();
    start({ text: toRun.text, from: toRun.from, runAs });
  };
  const format = async () => {
    setFormatting(true);
    try {
      setCode(await formatSql(pgMeta, code));
    } finally {
      setFormatting(false);
    }
  };

  const error = run.results.error;
  // Postgres counts from the start of what ran; the editor from the start of the code.
  const errorPosition =
    explainer.errorPosition ??
    (error?.position !== undefined && run.request && run.request.text === currentText(run, code)
      ? run.request.from + error.position
      : undefined);

  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>SQL Editor</h1>
      <div className={styles.toolbar} role="toolbar" aria-label="SQL editor">
        <Button
          variant="solid"
          tone="accent"
          isPending={run.status === 'running'}
          onPress={() => runCode(selection.current ?? { text: code, from: 0 })}
        >
          {selection.current && selection.current.from !== 0 ? 'Run selection' : 'Run'}
        </Button>
        <ExplainButtons
          onExplain={explainer.explainStatement}
          isPending={explainer.explained.status === 'running'}
        />
        {canWrite && (
          <Button variant="ghost" isPending={formatting} onPress={() => void format()}>
            Format
          </Button>
        )}
        <SnippetSaveStatus save={save} />
        <span className={styles.spacer} />
        {!canWrite && <Badge tone="neutral">Read-only: your queries can only read</Badge>}
        {canSeeRunning && (
          <Button variant="ghost" onPress={() => setShowRunning(true)}>
            Running queries
          </Button>
        )}
        <ButtonLink variant="ghost" href={`/project/${ref}/sql/history`}>
          History
        </ButtonLink>
        {canWrite && <RunAsPicker value={runAs} onChange={setRunAs} />}
      </div>
      <RunningQueriesDialog isOpen={showRunning} onOpenChange={setShowRunning} />
      <div className={styles.editor} onKeyDown={explainer.onKeyDown}>
        <Suspense fallback={<Skeleton count={4} label="Loading the SQL editor" />}>
          <CodeEditor
            aria-label="SQL"
            UNSAFE_className={styles.code}
            value={code}
            onChange={setCode}
            placeholder="select * from ..."
            completions={completions}
            onRun={runCode}
            onSelectionChange={(toRun) => {
              explainer.trackSelection(toRun);
              selection.current = toRun.from === 0 && toRun.text === code ? null : toRun;
            }}
            errorPosition={errorPosition}
            aria-describedby={errorPosition !== undefined ? errorId : undefined}
          />
        </Suspense>
      </div>
      <div className={styles.results} id={errorId}>
        {explainer.explained.status === 'idle' ? (
          <ResultsPanel run={run} onCancel={cancel} />
        ) : (
          <ExplainPanel explained={explainer.explained} onClose={explainer.close} />
        )}
      </div>
    </div>
  );
}

/** The text the run's error positions refer to, if the code still holds it where it ran. */
function currentText(run: { request: { text: string; from: number } | null }, code: string) {
  const request = run.request;
  if (!request) return null;
  return code.slice(request.from, request.from + request.text.length);
}
