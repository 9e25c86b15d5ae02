/** Progress of a long transfer, readable from a toast with useSyncExternalStore. */
export interface TransferProgress {
  readonly bytes: number;
  readonly rows: number;
  /** Rows expected (from `x-atrium-row-count`), or bytes expected for an upload. */
  readonly total?: number;
}

export function createProgressStore(initial: TransferProgress = { bytes: 0, rows: 0 }) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: Partial<TransferProgress>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
