import { useEffect, useState } from 'react';

/**
 * Whether Atrium still waits for its first owner (`GET /auth/v1/setup`): undefined until known,
 * and false when it cannot be asked, so the sign-in form is never withheld by a failed request.
 */
export function useSetupPending(): boolean | undefined {
  const [pending, setPending] = useState<boolean>();
  useEffect(() => {
    const controller = new AbortController();
    globalThis
      .fetch('/auth/v1/setup', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { pending: false }))
      .then((answer: { pending?: unknown }) => setPending(answer.pending === true))
      .catch(() => {
        if (!controller.signal.aborted) setPending(false);
      });
    return () => controller.abort();
  }, []);
  return pending;
}
