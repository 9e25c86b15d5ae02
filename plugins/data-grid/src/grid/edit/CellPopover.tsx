import type { ReactNode, RefObject } from 'react';
import { Popover } from 'react-aria-components';
import * as styles from './CellEditor.css.js';

export interface CellPopoverProps {
  /** The cell the popover hangs under. */
  readonly anchorRef: RefObject<HTMLElement | null>;
  /** The popover's element, so the editor can tell focus moving into it from a blur. */
  readonly popoverRef: RefObject<HTMLElement | null>;
  readonly size?: 'hint' | 'roomy';
  readonly children: ReactNode;
}

/**
 * A raised panel under the edited cell, outside the grid's scrolling and clipping: the room a JSON
 * value needs, or a date's format hint and error. Non-modal: the editor keeps focus and ends on
 * its own (Enter, Escape, blur). A press on the panel's background keeps focus where it is.
 */
export function CellPopover({ anchorRef, popoverRef, size = 'hint', children }: CellPopoverProps) {
  // Kept inside the grid's scrolling area: near its bottom edge the panel flips above the cell
  // instead of covering the footer.
  const boundaryElement =
    anchorRef.current?.closest<HTMLElement>('[data-virtuoso-scroller]') ?? undefined;
  return (
    <Popover
      ref={popoverRef as RefObject<HTMLElement>}
      triggerRef={anchorRef as RefObject<HTMLElement>}
      isOpen
      isNonModal
      placement="bottom start"
      offset={2}
      boundaryElement={boundaryElement}
      className={styles.popover[size]}
    >
      <div
        className={styles.popoverBody}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) event.preventDefault();
        }}
      >
        {children}
      </div>
    </Popover>
  );
}
