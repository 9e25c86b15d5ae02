import { Button } from '@atrium/design-system';
import type { KeyboardEvent } from 'react';

/** pgAdmin's keys: F7 explains the statement, Shift-F7 explains and analyzes it. */
export function explainShortcut(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean | null {
  if (event.key !== 'F7') return null;
  return event.shiftKey;
}

export interface ExplainButtonsProps {
  /** Explains the statement under the cursor, or the selection; `analyze` runs it too. */
  readonly onExplain: (analyze: boolean) => void;
  readonly isPending: boolean;
}

/** The toolbar's two explain buttons; their keys (F7, Shift-F7) are handled around the editor. */
export function ExplainButtons({ onExplain, isPending }: ExplainButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        isDisabled={isPending}
        aria-keyshortcuts="F7"
        onPress={() => onExplain(false)}
      >
        Explain
      </Button>
      <Button
        variant="ghost"
        isDisabled={isPending}
        aria-keyshortcuts="Shift+F7"
        onPress={() => onExplain(true)}
      >
        Explain analyze
      </Button>
    </>
  );
}
