import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { root } from './CodeEditor.css.js';
import { errorMark } from './error-mark.js';
import { tokenHighlighter } from './highlighter.js';
import { codeToRun, runKeymap, type CodeToRun } from './run-keymap.js';
import { sqlLanguage, type SqlCompletions } from './sql-completion.js';

export type { CodeToRun } from './run-keymap.js';
export type { SqlCompletions } from './sql-completion.js';

export interface CodeEditorProps {
  /** The code; the editor is controlled, so it shows exactly this. */
  value: string;
  /** Called with the whole new text on every edit. */
  onChange?: (value: string) => void;
  /** Names the editor for screen readers, e.g. 'USING expression'. */
  'aria-label': string;
  /** Shown, muted, while the editor is empty. */
  placeholder?: string;
  /** Selectable and copyable, not editable. */
  isReadOnly?: boolean;
  /**
   * Where the code is wrong, as Postgres reports a syntax error's `position` (1-based
   * characters): the word there is underlined and the editor is marked invalid.
   */
  errorPosition?: number;
  /** The id of the element that says what is wrong, read out with the editor. */
  'aria-describedby'?: string;
  /** Names to complete as the user types (schemas, tables, columns, functions); none when absent. */
  completions?: SqlCompletions;
  /** Ctrl/Cmd-Enter calls this with the selection, or the whole code when nothing is selected. */
  onRun?: (code: CodeToRun) => void;
  /** Called with what Ctrl/Cmd-Enter would run whenever the selection changes. */
  onSelectionChange?: (code: CodeToRun) => void;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

type Configurable = Pick<
  CodeEditorProps,
  'aria-label' | 'aria-describedby' | 'placeholder' | 'isReadOnly' | 'errorPosition'
>;

/** What changes with props, each in its own compartment so it can change without a rebuild. */
function configurable(props: Configurable) {
  const readOnly = Boolean(props.isReadOnly);
  const invalid = props.errorPosition !== undefined;
  return [
    EditorState.readOnly.of(readOnly),
    EditorView.editable.of(!readOnly),
    EditorView.contentAttributes.of({
      'aria-label': props['aria-label'],
      'aria-multiline': 'true',
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {}),
    }),
    props.placeholder ? placeholderText(props.placeholder) : [],
    invalid ? errorMark(props.errorPosition!) : [],
  ];
}

/**
 * A SQL code editor (CodeMirror 6, PostgreSQL dialect) with highlighting in the theme's colours.
 * It is heavy, so load it lazily: `import('@atrium/design-system/lazy/CodeEditor/CodeEditor')`.
 */
export function CodeEditor({
  value,
  onChange,
  placeholder,
  isReadOnly,
  errorPosition,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  completions,
  onRun,
  onSelectionChange,
  UNSAFE_className,
}: CodeEditorProps) {
  const settingProps: Configurable = {
    'aria-label': ariaLabel,
    'aria-describedby': ariaDescribedBy,
    placeholder,
    isReadOnly,
    errorPosition,
  };
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const settings = useRef(new Compartment());
  const language = useRef(new Compartment());
  // The latest callbacks, read by the listeners the editor is built with.
  const changed = useRef(onChange);
  changed.current = onChange;
  const running = useRef(onRun);
  running.current = onRun;
  const selecting = useRef(onSelectionChange);
  selecting.current = onSelectionChange;
  // Set while a new value prop is applied: the parent already knows that text.
  const applyingProp = useRef(false);

  useEffect(() => {
    const extensions: Extension[] = [
      history(),
      runKeymap((code) => running.current?.(code)),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      language.current.of(sqlLanguage(completions)),
      syntaxHighlighting(tokenHighlighter),
      EditorView.lineWrapping,
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !applyingProp.current) {
          changed.current?.(update.state.doc.toString());
        }
        if (update.selectionSet || update.docChanged) selecting.current?.(codeToRun(update.view));
      }),
      settings.current.of(configurable(settingProps)),
    ];
    view.current = new EditorView({
      parent: host.current!,
      state: EditorState.create({ doc: value, extensions }),
    });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // Built once; the effects below keep value and settings in step with props.
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: settings.current.reconfigure(configurable(settingProps)) });
    // settingProps is rebuilt each render; these are what it holds.
  }, [ariaLabel, ariaDescribedBy, placeholder, isReadOnly, errorPosition]);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(sqlLanguage(completions)) });
  }, [completions]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    // Only an outside change is applied: echoing the user's own edit back would move the cursor.
    if (text === value) return;
    applyingProp.current = true;
    try {
      current.dispatch({ changes: { from: 0, to: text.length, insert: value } });
    } finally {
      applyingProp.current = false;
    }
  }, [value]);

  return (
    <div
      ref={host}
      className={[root, UNSAFE_className].filter(Boolean).join(' ')}
      data-readonly={isReadOnly || undefined}
      data-invalid={errorPosition !== undefined || undefined}
    />
  );
}
