import { isVirtualDragging } from 'react-aria/private/dnd/DragManager';

/**
 * Cancels react-aria's keyboard drag if one is still going, as Escape does. The drag is a session
 * of react-aria's module, not of a component tree: unmounting the tree leaves it going, hiding
 * every node later added to the body from assistive technology and swallowing keys, clicks and
 * focus on the whole document. `react-aria` is pinned (core's package.json) to the version
 * react-aria-components uses: a second copy would hold a drag of its own, never this one, and
 * cancel-drag-left-going.test.tsx would fail.
 */
export function cancelDragLeftGoing(): 'cancelled' | 'none going' {
  if (!isVirtualDragging()) return 'none going';
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  return 'cancelled';
}
