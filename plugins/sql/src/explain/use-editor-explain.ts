import type { CodeToRun } from '@atrium/design-system/lazy/CodeEditor/CodeEditor';
import { useRef, type KeyboardEvent } from 'react';
import type { RunAs } from '../data/use-script-run.js';
import { explainShortcut } from './ExplainButtons.js';
import { statementAt } from './statement-at.js';
import { useExplain } from './use-explain.js';

/**
 * The SQL editor's EXPLAIN: what it explains (the selection, else the statement under the
 * cursor), its keys, and where the editor marks an explain's error. The editor's last report of
 * its selection is kept here, and read against the code when an explain starts: the report comes
 * before the page has the code it was made on, so comparing them any earlier would see a change
 * of text as a selection.
 */
export function useEditorExplain(code: string, runAs: RunAs | undefined) {
  const { explained, explain, close } = useExplain();
  // Until the editor reports, nothing is selected and its cursor is at the start.
  const reported = useRef<CodeToRun | null>(null);

  const explainStatement = (analyze: boolean) => {
    const last = reported.current ?? { text: code, from: 0, cursor: 0 };
    const selected = last.from !== 0 || last.text !== code;
    const target = selected ? last : statementAt(code, last.cursor ?? 0);
    if (!target?.text.trim()) return;
    explain({ text: target.text, from: target.from, analyze, runAs });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const analyze = explainShortcut(event);
    if (analyze === null) return;
    event.preventDefault();
    explainStatement(analyze);
  };

  /** The failed statement's error in the editor (1-based), while the code still holds it there. */
  let errorPosition: number | undefined;
  if (explained.status === 'failed' && explained.error.position !== undefined) {
    const { text, from } = explained.request;
    if (code.slice(from, from + text.length) === text) {
      errorPosition = from + explained.error.position;
    }
  }

  return {
    explained,
    explainStatement,
    close,
    onKeyDown,
    errorPosition,
    /** The editor's selection (or text) changed: what it would run, and where its cursor is. */
    trackSelection: (toRun: CodeToRun) => {
      reported.current = toRun;
    },
  };
}
