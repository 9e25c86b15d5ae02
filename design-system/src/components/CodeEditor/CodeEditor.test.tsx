import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { CodeEditor } from './CodeEditor.js';
import { token } from './CodeEditor.css.js';

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

  it('is accessible', async () => {
    const { container } = render(<CodeEditor aria-label="USING expression" value="true" />);
    await expectAccessible(container);
  });
});
