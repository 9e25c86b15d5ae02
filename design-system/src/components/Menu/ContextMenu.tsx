import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MenuProps as AriaMenuProps } from 'react-aria-components';
import { createPortal } from 'react-dom';
import { MenuPopover } from './Menu.js';

interface Point {
  x: number;
  y: number;
}

/** Shift+F10 and the ContextMenu key are the keyboard gestures for "open the context menu". */
function isContextMenuKey(event: KeyboardEvent) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

export interface ContextMenuProps<T extends object = object> extends Omit<
  AriaMenuProps<T>,
  'className' | 'style' | 'children' | 'onClose' | 'autoFocus'
> {
  /** The trigger area: what the user right-clicks, or focuses and presses Shift+F10 in. */
  children: ReactNode;
  /** The menu's items: MenuItem, MenuSection, MenuSeparator, as in Menu. */
  menu: ReactNode;
  /** Names the menu; there is no trigger button to label it. */
  'aria-label': string;
  /** Escape hatch for the area's layout. */
  UNSAFE_className?: string;
}

/**
 * Opens a menu at the pointer on right-click, or under the focused element on Shift+F10 or the
 * ContextMenu key. The keys are handled here rather than left to the browser's `contextmenu`
 * event, which not every browser fires for them.
 */
export function ContextMenu<T extends object>({
  children,
  menu,
  UNSAFE_className,
  ...menuProps
}: ContextMenuProps<T>) {
  // The menu is placed against a point-sized anchor, not the area: react-aria positions a popover
  // by its trigger element and gives it the trigger's width, which for a whole grid was a menu as
  // wide as the grid, pinned to its edge.
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [point, setPoint] = useState<Point | null>(null);

  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    setPoint({ x: event.clientX, y: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isContextMenuKey(event)) return;
    event.preventDefault();
    const rect = (event.target as Element).getBoundingClientRect();
    setPoint({ x: rect.left, y: rect.bottom });
  };

  return (
    <>
      <div className={UNSAFE_className} onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
        {children}
      </div>
      {/* In the body: a transformed or contained ancestor would move a fixed anchor. */}
      {point &&
        createPortal(
          <span
            ref={anchorRef}
            aria-hidden
            style={{
              position: 'fixed',
              left: point.x,
              top: point.y,
              width: 0,
              height: 0,
              pointerEvents: 'none',
            }}
          />,
          document.body,
        )}
      {/* A sibling, not a child: events inside the portalled menu must not reach the area. */}
      <MenuPopover
        {...menuProps}
        autoFocus="first"
        onClose={() => setPoint(null)}
        popover={{
          // Outside a MenuTrigger nothing labels the popover's dialog role for us.
          'aria-label': menuProps['aria-label'],
          triggerRef: anchorRef,
          isOpen: point !== null,
          onOpenChange: (open) => !open && setPoint(null),
          placement: 'bottom start',
          offset: 0,
        }}
      >
        {menu}
      </MenuPopover>
    </>
  );
}
