import { useAppSnapshot } from '../state/app-state.js';

/**
 * The shell's global UI state as a read-only snapshot (colour mode, whether the command palette is
 * open, whether the navigation is collapsed to its rail, plugin failures). A plugin re-renders when what it reads changes, and cannot change it.
 */
export function useShellState() {
  return useAppSnapshot();
}
