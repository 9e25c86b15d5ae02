import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appState } from '../state/app-state.js';
import { useShellState } from './use-shell-state.js';

describe('useShellState', () => {
  it('follows the shell state and cannot change it', async () => {
    const { result } = renderHook(() => useShellState());
    expect(result.current.commandPaletteOpen).toBe(false);
    // valtio notifies in a microtask: let it flush.
    await act(async () => {
      appState.commandPaletteOpen = true;
    });
    expect(result.current.commandPaletteOpen).toBe(true);
    expect(() => {
      (result.current as { commandPaletteOpen: boolean }).commandPaletteOpen = false;
    }).toThrow();
    await act(async () => {
      appState.commandPaletteOpen = false;
    });
  });
});
