import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule` calls `callback` once `ms` have passed without another `schedule`; `cancel` drops a
 * pending call. A pending call is dropped on unmount, so nothing fires for a field that is gone.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  ms: number,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest callback, so a pending call never runs a stale closure.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), ms);
    },
    [ms],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
