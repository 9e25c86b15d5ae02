import type { Revalidator, SWRConfiguration } from 'swr';

export const RETRY_INTERVAL_MS = 5000;
export const MAX_ATTEMPTS = 4;

/**
 * Whether asking again could answer differently: not for a request the server refused as such
 * (bad input, no permission, nothing there), which would only fill the console with the same error.
 */
export const isWorthRetrying = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status < 400 || status >= 500 || [408, 429].includes(status);
};

/**
 * Spec section 8: failed fetches retry every 5 s and stop after the 4th attempt. SWR's own retry
 * waits exponentially longer (with jitter) between attempts, so the schedule is set here.
 */
export const retryPolicy = {
  // Typed loosely (`unknown` config), so it fits the options of any query, whatever its data.
  onErrorRetry: (
    error: unknown,
    _key: string,
    _config: unknown,
    revalidate: Revalidator,
    { retryCount }: { retryCount: number },
  ) => {
    if (!isWorthRetrying(error)) return;
    // `retryCount` numbers the retry about to run (1 for the first), so it is attempt retryCount + 1.
    if (retryCount + 1 > MAX_ATTEMPTS) return;
    setTimeout(() => void revalidate({ retryCount }), RETRY_INTERVAL_MS);
  },
  keepPreviousData: true,
  revalidateOnFocus: false,
} satisfies SWRConfiguration;
