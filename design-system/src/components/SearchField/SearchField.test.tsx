import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { SearchField } from './SearchField.js';

describe('SearchField timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes its own setTimeout(0) only when it sees Jest's fake timers; vitest's
    // fake clock is compatible, so point it there.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = (debounceMs?: number) => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <SearchField
        label="Search files"
        onSearch={onSearch}
        onChange={onChange}
        debounceMs={debounceMs}
      />,
    );
    return {
      user,
      onSearch,
      onChange,
      input: screen.getByRole('searchbox', { name: 'Search files' }),
    };
  };

  it('searches once typing pauses for 300 ms, while onChange follows every key', async () => {
    const { user, onSearch, onChange, input } = setup();
    await user.type(input, 'logo');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('logo');
  });

  it('restarts the wait on every key', async () => {
    const { user, onSearch, input } = setup(500);
    await user.type(input, 'a');
    act(() => vi.advanceTimersByTime(400));
    await user.type(input, 'b');
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('searches at once on Enter and drops the pending search', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'img{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('img');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches for nothing at once when cleared with Escape or the clear button', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'img{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');

    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(input).toHaveProperty('value', '');
  });

  it('fires nothing after it unmounts', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<SearchField label="Search" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'a');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes no input while disabled', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SearchField label="Search" onSearch={onSearch} isDisabled />);
    const input = screen.getByRole('searchbox');
    await user.type(input, 'a{Enter}');
    expect(input).toHaveProperty('disabled', true);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('SearchField', () => {
  it('is accessible', async () => {
    const { container } = render(
      <SearchField label="Search" description="Names and paths" defaultValue="logo" />,
    );
    await expectAccessible(container);
  });
});
