import { Prec } from '@codemirror/state';
import { keymap, type EditorView } from '@codemirror/view';

/** The code to run: the selection when there is one, else everything, and where it starts. */
export interface CodeToRun {
  readonly text: string;
  /** Its first character's offset in the whole code (0-based): where an error's position counts from. */
  readonly from: number;
  /** Where the cursor is (the selection's head), 0-based: a statement can be picked around it. */
  readonly cursor?: number;
}

/** The selection when it holds something, else the whole code. */
export function codeToRun(view: EditorView): CodeToRun {
  const { from, to, head } = view.state.selection.main;
  if (from < to) return { text: view.state.sliceDoc(from, to), from, cursor: head };
  return { text: view.state.doc.toString(), from: 0, cursor: head };
}

/** Ctrl/Cmd-Enter runs the code (before the default keymap, which inserts a line there). */
export const runKeymap = (run: (code: CodeToRun) => void) =>
  Prec.highest(
    keymap.of([
      {
        key: 'Mod-Enter',
        run: (view) => {
          run(codeToRun(view));
          return true;
        },
      },
    ]),
  );
