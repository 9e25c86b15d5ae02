import type { EditorState } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';
import { errorWord } from './CodeEditor.css.js';

const mark = Decoration.mark({ class: errorWord, attributes: { 'data-error': 'true' } });

/**
 * The range to underline for an error at `position` (1-based characters, as Postgres counts):
 * the word there, or the one character; at the end of the code (an unfinished expression), the
 * last character. Clamped, so a position the text has since moved past marks nothing wrong.
 */
export function errorRange(state: EditorState, position: number): { from: number; to: number } {
  const length = state.doc.length;
  if (length === 0) return { from: 0, to: 0 };
  const at = Math.min(Math.max(position - 1, 0), length - 1);
  const word = state.wordAt(at);
  return word && word.from <= at && at < word.to
    ? { from: word.from, to: word.to }
    : { from: at, to: at + 1 };
}

/** Underlines the code at a syntax error's position, recomputed from the text in view. */
export const errorMark = (position: number) =>
  EditorView.decorations.of((view) => {
    const { from, to } = errorRange(view.state, position);
    return from < to ? Decoration.set([mark.range(from, to)]) : Decoration.none;
  });
