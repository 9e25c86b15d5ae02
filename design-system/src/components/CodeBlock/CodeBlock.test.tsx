import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { token } from '../CodeEditor/CodeEditor.css.js';
import { CodeBlock } from './CodeBlock.js';
import { pre, wrapped } from './CodeBlock.css.js';
import { copiedFeedbackMs } from './useCopy.js';

const sql = `create policy "Own folder"\n  on storage.objects\n\tfor select using (auth.uid() = owner);`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CodeBlock', () => {
  it('shows the code exactly, whitespace included, with its language', () => {
    render(<CodeBlock code={sql} language="SQL" />);
    expect(document.querySelector('code')?.textContent).toBe(sql);
    expect(screen.getByText('SQL')).toBeTruthy();
  });

  it('copies the code to the clipboard and confirms', async () => {
    // userEvent.setup() installs a clipboard stub on navigator.
    const user = userEvent.setup();
    render(<CodeBlock code={sql} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(sql);
  });

  it('goes back to Copy after a moment', async () => {
    userEvent.setup(); // only for its clipboard stub
    vi.useFakeTimers();
    render(<CodeBlock code="select 1;" />);
    // A synchronous click: Testing Library's async helpers wait on setTimeout, which is frozen here.
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(() => vi.advanceTimersByTimeAsync(0)); // settle the clipboard promise
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(copiedFeedbackMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('does not confirm when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CodeBlock code="select 1;" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('can leave out the copy button', () => {
    render(<CodeBlock code="select 1;" isCopyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('colours SQL as the code editor does, keeping the text exactly', async () => {
    const code = `create policy "p" on t\n  using (n > 3 and s = 'a' -- why\n);`;
    render(<CodeBlock code={code} language="SQL" />);
    const block = document.querySelector('code')!;
    const classOf = (text: string) =>
      [...block.querySelectorAll('span')].find((s) => s.textContent === text)?.className;
    await waitFor(() => expect(classOf('create')).toBe(token.keyword));
    expect(classOf("'a'")).toBe(token.string);
    expect(classOf('3')).toBe(token.literal);
    expect(classOf('-- why')).toBe(token.comment);
    expect(classOf('>')).toBe(token.operator);
    expect(block.textContent).toBe(code);
  });

  it('leaves other languages plain', async () => {
    render(<CodeBlock code="select 1" language="bash" />);
    // Give a (wrong) highlighter the time to load before asserting it did not run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('code')?.children).toHaveLength(0);
  });

  it('scrolls long lines sideways, or wraps them when asked', () => {
    const { rerender } = render(<CodeBlock code="select 1" />);
    const block = document.querySelector('pre')!;
    expect(block.className).toBe(pre);
    rerender(<CodeBlock code="select 1" isWrapped />);
    expect(block.classList.contains(wrapped)).toBe(true);
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <CodeBlock code={sql} language="SQL" aria-label="Policy definition" />
        <CodeBlock code="npm start" />
      </>,
    );
    await expectAccessible(container);
  });
});
