import { useCallback, useState, type FormEvent } from 'react';

/**
 * A form's submit: runs `action`, shows its error's message, and is pending meanwhile, so the
 * button cannot send the same step twice.
 */
export function useSubmit(action: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setPending(true);
      setFailure(undefined);
      try {
        await action();
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { pending, failure, onSubmit };
}
