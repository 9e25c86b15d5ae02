import { Button, Popover } from '@atrium/design-system';
import type { ReactNode } from 'react';
import * as styles from './Toolbar.css.js';

export interface RulePopoverProps {
  /** The popover's accessible name ('Filter rows'). */
  readonly label: string;
  /** The trigger's text: what applies now ('Filtered by 2 rules'). */
  readonly summary: string;
  /** Whether any rule applies: the trigger then stands out. */
  readonly isApplied: boolean;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly children: ReactNode;
}

/** The toolbar's Filter and Sort popovers: a trigger that stands out while rules apply, and the rules. */
export function RulePopover({
  label,
  summary,
  isApplied,
  isOpen,
  onOpenChange,
  children,
}: RulePopoverProps) {
  return (
    <Popover
      aria-label={label}
      placement="bottom start"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant={isApplied ? 'soft' : 'ghost'} tone={isApplied ? 'accent' : 'neutral'}>
          {summary}
        </Button>
      }
    >
      <div className={styles.popoverBody}>{children}</div>
    </Popover>
  );
}
