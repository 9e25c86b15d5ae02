import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Spec section 9: the saved indicator stays 2 s. */
export const SAVED_VISIBLE_MS = 2000;

/**
 * Saving while writes are in flight, then saved for 2 s, then back to idle (Refresh). When any of
 * the writes failed it says so instead, until the next write starts: 'Saved' is never shown for a
 * save that did not happen.
 */
export function useSaveIndicator() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const inFlight = useRef(0);
  const failed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const track = useCallback(async <T>(work: Promise<T>): Promise<T> => {
    if (inFlight.current === 0) failed.current = false;
    inFlight.current += 1;
    clearTimeout(timer.current);
    setStatus('saving');
    try {
      return await work;
    } catch (error) {
      failed.current = true;
      throw error;
    } finally {
      inFlight.current -= 1;
      if (inFlight.current === 0) {
        if (failed.current) setStatus('failed');
        else {
          setStatus('saved');
          timer.current = setTimeout(() => setStatus('idle'), SAVED_VISIBLE_MS);
        }
      }
    }
  }, []);
  return { status, track };
}
