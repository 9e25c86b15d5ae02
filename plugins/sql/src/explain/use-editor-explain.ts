import type { CodeToRun } from '@atrium/design-system/lazy/CodeEditor/CodeEditor';
import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type { RunAs } from '../data/use-script-run.js';
import { explainShortcut } from './ExplainButtons.js';
import { statementAt } from './statement-at.js';
import { useExplain } from './use-explain.js';

/**
 * The SQL editor's EXPLAIN: what it explains (the selection, else the statement under the
 * cursor), its keys, and where the editor marks an explain's error. `selection` is the page's
 * own record of the selection; `cursor` is kept here from the editor's selection changes.
 */
export function useEditorExplain(
  code: string,
  selection: RefObject<CodeToRun | null>,
  runAs: RunAs | undefined,
) {
  const { explained, explain, close } = useExplain();
  const cursor = useRef(0);

  const explainStatement = (analyze: boolean) => {
    const target = selection.current ?? statementAt(code, cursor.current);
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
    /** The editor's selection changed: remember where its cursor is. */
    trackCursor: (toRun: CodeToRun) => {
      cursor.current = toRun.cursor ?? 0;
    },
  };
}
