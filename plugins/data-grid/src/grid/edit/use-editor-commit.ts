import { useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { GridColumn } from '../model/grid-column.js';
import { parseInput } from './parse-input.js';

export type EditorMove = 'down' | 'right' | 'left';

/** The part of a key event the editors read (React's, or react-aria's wrapper of it). */
interface EditorKey {
  readonly key: string;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

export interface EditorCallbacks {
  readonly onCommit: (value: unknown, move?: EditorMove) => void;
  readonly onCancel: () => void;
}

/**
 * The text an editor opened with and the value it stands for. Committing that text commits the
 * value itself: a NULL shown as '' stays NULL, whatever the column's rules would read '' as.
 */
export interface StartingText {
  readonly text: string;
  readonly value: unknown;
}

/**
 * What every cell editor shares (spec section 4: commit on Enter or blur, cancel on Escape): the
 * text is parsed by the column's rules, an invalid value keeps the editor open with the reason,
 * and the editor ends once. Focus moving into the editor's own popover (`popoverRef`) is not a
 * blur. The text it opened with (`starting`), committed unchanged, is the value it stood for.
 */
export function useEditorCommit(
  column: GridColumn,
  { onCommit, onCancel }: EditorCallbacks,
  popoverRef?: RefObject<HTMLElement | null>,
  starting?: StartingText,
) {
  const [error, setError] = useState<string>();
  const done = useRef(false);

  const commitValue = (value: unknown, move?: EditorMove) => {
    if (done.current) return;
    done.current = true;
    onCommit(value, move);
  };
  const commitText = (text: string, move?: EditorMove) => {
    if (done.current) return;
    if (starting && text === starting.text) return commitValue(starting.value, move);
    const parsed = parseInput(column, text);
    if ('error' in parsed) return setError(parsed.error);
    commitValue(parsed.value, move);
  };
  const cancel = () => {
    if (done.current) return;
    done.current = true;
    onCancel();
  };

  /** Enter commits and moves down (Shift+Enter is the text's own), Tab sideways, Escape cancels. */
  const keyHandler = (text: () => string) => (event: EditorKey) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commitText(text(), 'down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commitText(text(), event.shiftKey ? 'left' : 'right');
    }
  };
  const blurHandler = (text: () => string) => (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && popoverRef?.current?.contains(next)) return;
    commitText(text());
  };

  return {
    error,
    clearError: () => setError(undefined),
    commitValue,
    commitText,
    cancel,
    keyHandler,
    blurHandler,
  };
}
