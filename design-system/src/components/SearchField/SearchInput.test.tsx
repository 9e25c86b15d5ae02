import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { SearchInput } from './SearchInput.js';

/** SearchInput keeps SearchField's timing and keys (SearchField.test.tsx), without react-aria. */
describe('SearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = () => {
    const onSearch = vi.fn();
    const onOuterKey = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(
      <div onKeyDown={(event) => onOuterKey(event.key)}>
        <SearchInput aria-label="Search tables" placeholder="Search..." onSearch={onSearch} />
      </div>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search tables' });
    return { user, onSearch, onOuterKey, input, container };
  };

  it('searches once typing pauses for 300 ms, and at once on Enter', async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, 'logo');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('logo');
    await user.type(input, 's{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('logos');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clears with Escape (kept from outer handlers) or the clear button, searching for nothing', async () => {
    const { user, onSearch, onOuterKey, input } = setup();
    await user.type(input, 'img{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    // An empty field lets Escape through, so a surrounding dialog or popover still closes.
    await user.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');

    await user.type(input, 'x');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear.tabIndex).toBe(-1);
    await user.click(clear);
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('is accessible', async () => {
    vi.useRealTimers();
    const { container } = setup();
    await expectAccessible(container);
  });
});
