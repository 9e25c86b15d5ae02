import { useState } from 'react';

/**
 * Runs a form's save: pending while it runs, and on failure the server's (the database's) message
 * is kept for the form to show, with everything typed left in place.
 */
export function useSubmission() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const run = async (save: () => Promise<void>) => {
    setPending(true);
    setError(undefined);
    try {
      await save();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setPending(false);
    }
  };
  return { isPending, error, run, clearError: () => setError(undefined) };
}

export type Submission = ReturnType<typeof useSubmission>;
