import type { ReactNode } from 'react';
import { ModalFrame, type ModalFooter, type ModalOpenProps } from '../Dialog/ModalFrame.js';
import { sidePanel, type SidePanelRecipe } from './SidePanel.css.js';

export interface SidePanelProps extends ModalOpenProps, SidePanelRecipe {
  /** The heading; it names the panel. */
  title: ReactNode;
  /** The body; it scrolls between the fixed header and footer. */
  children: ReactNode;
  /** Actions, right-aligned; a function receives `close`. */
  footer?: ModalFooter;
  /**
   * Whether a click outside or the header's close button closes it. Escape always does.
   * @default true
   */
  isDismissable?: boolean;
  /** Escape hatch for layout tweaks; prefer a size. */
  UNSAFE_className?: string;
}

/**
 * A sheet that slides in from an edge (the right by default) for editors and details: a modal
 * dialog with a header, a scrolling body and a footer. 600px wide, 1200px with the assistant pane.
 */
export function SidePanel({
  side,
  size,
  withAssistantPane,
  UNSAFE_className,
  ...frame
}: SidePanelProps) {
  const className = [sidePanel({ side, size, withAssistantPane }), UNSAFE_className]
    .filter(Boolean)
    .join(' ');
  return <ModalFrame {...frame} modalClassName={className} />;
}
