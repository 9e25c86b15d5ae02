import { CompletionContext, type CompletionSource } from '@codemirror/autocomplete';
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { CodeEditor } from './CodeEditor.js';
import { token } from './CodeEditor.css.js';
import { errorRange } from './error-mark.js';

const editorOf = (name: string) => {
  const content = screen.getByRole('textbox', { name });
  return { content, view: EditorView.findFromDOM(content)! };
};

describe('CodeEditor', () => {
  it('shows the value in a labelled, multi-line textbox', () => {
    render(<CodeEditor aria-label="USING expression" value="auth.uid() = user_id" />);
    const { content, view } = editorOf('USING expression');
    expect(view.state.doc.toString()).toBe('auth.uid() = user_id');
    expect(content.getAttribute('aria-multiline')).toBe('true');
    expect(content.getAttribute('contenteditable')).toBe('true');
  });

  it('reports every edit with the whole new text', () => {
    const onChange = vi.fn();
    render(<CodeEditor aria-label="Check" value="true" onChange={onChange} />);
    const { view } = editorOf('Check');
    view.dispatch({ changes: { from: 4, insert: ' and id > 0' } });
    expect(onChange).toHaveBeenLastCalledWith('true and id > 0');
  });

  it('follows the value prop without reporting it as an edit', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CodeEditor aria-label="SQL" value="select 1" onChange={onChange} />,
    );
    rerender(<CodeEditor aria-label="SQL" value="select 2" onChange={onChange} />);
    expect(editorOf('SQL').view.state.doc.toString()).toBe('select 2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the placeholder while empty', () => {
    render(<CodeEditor aria-label="SQL" value="" placeholder="true" />);
    expect(document.querySelector('.cm-placeholder')?.textContent).toBe('true');
  });

  it('can be read-only', () => {
    const { rerender } = render(<CodeEditor aria-label="SQL" value="select 1" isReadOnly />);
    const { content, view } = editorOf('SQL');
    expect(content.getAttribute('contenteditable')).toBe('false');
    expect(content.getAttribute('aria-readonly')).toBe('true');
    expect(view.state.readOnly).toBe(true);
    rerender(<CodeEditor aria-label="SQL" value="select 1" />);
    expect(view.state.readOnly).toBe(false);
  });

  it('highlights SQL keywords, strings and numbers with the theme tokens', () => {
    render(<CodeEditor aria-label="SQL" value="select 'a', 42 from t" />);
    const classOf = (text: string) =>
      [...document.querySelectorAll('.cm-line span')].find((s) => s.textContent === text)
        ?.className;
    expect(classOf('select')).toBe(token.keyword);
    expect(classOf("'a'")).toBe(token.string);
    expect(classOf('42')).toBe(token.literal);
  });

  it('underlines the word at a syntax error’s position and marks itself invalid', () => {
    const marked = () =>
      [...document.querySelectorAll('[data-error]')].map((node) => node.textContent);
    const { rerender } = render(
      <CodeEditor aria-label="SQL" value="user_id = = 1" errorPosition={11} />,
    );
    const { content } = editorOf('SQL');
    expect(marked()).toEqual(['=']);
    expect(content.getAttribute('aria-invalid')).toBe('true');
    // A word is underlined whole; past the end (an unfinished expression), the last character.
    rerender(<CodeEditor aria-label="SQL" value="select uid from t" errorPosition={9} />);
    expect(marked()).toEqual(['uid']);
    rerender(<CodeEditor aria-label="SQL" value="auth.uid() =" errorPosition={13} />);
    expect(marked()).toEqual(['=']);
    rerender(<CodeEditor aria-label="SQL" value="auth.uid() =" />);
    expect(marked()).toEqual([]);
    expect(content.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the mark inside the text when the text gets shorter than the position', () => {
    render(<CodeEditor aria-label="SQL" value="abc" errorPosition={40} />);
    const { view } = editorOf('SQL');
    expect(errorRange(view.state, 40)).toEqual({ from: 0, to: 3 });
    view.dispatch({ changes: { from: 0, to: 3, insert: '' } });
    expect(document.querySelectorAll('[data-error]')).toHaveLength(0);
  });

  it('is accessible', async () => {
    const { container } = render(<CodeEditor aria-label="USING expression" value="true" />);
    await expectAccessible(container);
  });

  it("completes the database's names given, after a schema and bare in the default one", async () => {
    render(
      <CodeEditor
        aria-label="SQL"
        value="select * from sales."
        completions={{
          namespace: { public: { orders: ['id', 'total'] }, sales: { leads: ['email'] } },
          defaultSchema: 'public',
        }}
      />,
    );
    const { view } = editorOf('SQL');
    const labelsAt = async (doc: string) => {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
      const at = doc.length;
      const sources = view.state.languageDataAt<CompletionSource>('autocomplete', at);
      const labels: string[] = [];
      for (const source of sources) {
        const result = await source(new CompletionContext(view.state, at, true));
        labels.push(...(result?.options.map((option) => option.label) ?? []));
      }
      return labels;
    };
    expect(await labelsAt('select * from sales.')).toContain('leads');
    expect(await labelsAt('select * from ')).toEqual(expect.arrayContaining(['orders', 'sales']));
    expect(await labelsAt('select orders.')).toEqual(expect.arrayContaining(['id', 'total']));
  });

  it('runs the selection, or everything without one, on Ctrl-Enter', () => {
    const onRun = vi.fn();
    const onChange = vi.fn();
    render(
      <CodeEditor
        aria-label="SQL"
        value={'select 1;\nselect 2;'}
        onRun={onRun}
        onChange={onChange}
      />,
    );
    const { content, view } = editorOf('SQL');
    fireEvent.keyDown(content, { key: 'Enter', ctrlKey: true });
    expect(onRun).toHaveBeenLastCalledWith({ text: 'select 1;\nselect 2;', from: 0, cursor: 0 });
    view.dispatch({ selection: EditorSelection.single(10, 19) });
    fireEvent.keyDown(content, { key: 'Enter', ctrlKey: true });
    expect(onRun).toHaveBeenLastCalledWith({ text: 'select 2;', from: 10, cursor: 19 });
    // Ctrl-Enter ran the code: it did not also insert a line.
    expect(onChange).not.toHaveBeenCalled();
  });
});
