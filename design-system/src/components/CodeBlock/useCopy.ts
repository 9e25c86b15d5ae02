import { useCallback, useEffect, useState } from 'react';

/** How long 'Copied' stays before the button says 'Copy' again. */
export const copiedFeedbackMs = 2000;

/**
 * Copies text with the async Clipboard API and reports `copied` for a moment afterwards. A
 * refused or missing clipboard (insecure origin, denied permission) leaves `copied` false.
 */
export function useCopy(text: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }, [text]);

  return { copied, copy };
}
