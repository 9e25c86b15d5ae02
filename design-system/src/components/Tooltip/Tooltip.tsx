import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Focusable,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { disabledTrigger, tooltip } from './Tooltip.css.js';
import { tooltipDelay } from './tooltip-delay.js';

export { tooltipDelay };

export interface TooltipProps extends Pick<
  AriaTooltipProps,
  'placement' | 'offset' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The control it describes: one element, usually a Button. */
  children: ReactElement;
  /** Hover delay in milliseconds; keyboard focus shows the tooltip at once. */
  delay?: number;
  /** Turns the tooltip off while keeping the control. */
  isDisabled?: boolean;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/** Whether the child is one of our controls rendered with `isDisabled`. */
function isDisabledControl(child: ReactElement) {
  return isValidElement<{ isDisabled?: boolean }>(child) && Boolean(child.props.isDisabled);
}

/**
 * A short description of a control, shown on hover and keyboard focus.
 *
 * A disabled control can be neither focused nor hovered, yet it is exactly where the spec's
 * "You need additional permissions to ..." explanations belong. So a disabled child is wrapped in
 * a focusable, aria-disabled stand-in that takes the hover and focus and carries the description.
 */
export function Tooltip({
  content,
  children,
  delay = tooltipDelay,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  UNSAFE_className,
  ...position
}: TooltipProps) {
  const trigger = isDisabledControl(children) ? (
    <Focusable>
      <span role="button" aria-disabled="true" tabIndex={0} className={disabledTrigger}>
        {children}
      </span>
    </Focusable>
  ) : (
    children
  );
  return (
    <TooltipTrigger
      delay={delay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {trigger}
      <AriaTooltip {...position} className={[tooltip, UNSAFE_className].filter(Boolean).join(' ')}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
