import type { SWRConfiguration } from 'swr';

export const RETRY_INTERVAL_MS = 5000;
export const MAX_ATTEMPTS = 4;

/**
 * Spec section 8: failed fetches retry every 5 s and stop after the 4th attempt. SWR's own retry
 * waits exponentially longer (with jitter) between attempts, so the schedule is set here.
 */
export const retryPolicy: SWRConfiguration = {
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    // `retryCount` numbers the retry about to run (1 for the first), so it is attempt retryCount + 1.
    if (retryCount + 1 > MAX_ATTEMPTS) return;
    setTimeout(() => void revalidate({ retryCount }), RETRY_INTERVAL_MS);
  },
  keepPreviousData: true,
  revalidateOnFocus: false,
};
