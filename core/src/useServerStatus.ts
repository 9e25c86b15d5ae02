import { useEffect, useState } from 'react';

export type ServerStatus = 'checking' | 'ok' | 'unavailable';

/** Asks `/health` once on mount. */
export function useServerStatus(): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/health', { signal: controller.signal })
      .then((response) => setStatus(response.ok ? 'ok' : 'unavailable'))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStatus('unavailable');
        return error;
      });
    return () => controller.abort();
  }, []);
  return status;
}
