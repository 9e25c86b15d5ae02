import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always calls the latest `callback`, so
 * memoized parts (the table editor's grid rows and header, the storage explorer's rows) do not
 * re-render because a parent re-created a handler.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R) {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
