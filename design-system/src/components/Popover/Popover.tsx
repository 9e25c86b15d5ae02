import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import {
  popover,
  popoverDialog,
  popoverTitle,
  type PopoverRecipe,
  type popoverVariants,
} from './Popover.css.js';
import { popoverOffset } from './size.js';

/**
 * Spec: dropdown lists stop at 24rem and scroll. react-aria takes the cap in pixels (24rem at the
 * 16px root) and lowers it further when the viewport is shorter.
 */
const maxHeights: Record<(typeof popoverVariants)[number], number | undefined> = {
  content: undefined,
  dropdown: 384,
};

export interface PopoverSurfaceProps
  extends Omit<AriaPopoverProps, 'className' | 'style'>, PopoverRecipe {
  /** Escape hatch for layout tweaks; prefer a variant. */
  UNSAFE_className?: string;
}

/**
 * The styled react-aria Popover with the spec's offset and sizes. Menus, context menus and form
 * pickers (select, combobox) render their lists in it with `variant="dropdown"`.
 */
export function PopoverSurface({
  variant = 'content',
  offset = popoverOffset,
  maxHeight = maxHeights[variant],
  UNSAFE_className,
  ...props
}: PopoverSurfaceProps) {
  const className = [popover({ variant }), UNSAFE_className].filter(Boolean).join(' ');
  return <AriaPopover {...props} offset={offset} maxHeight={maxHeight} className={className} />;
}

export interface PopoverProps extends Pick<
  AriaPopoverProps,
  'placement' | 'offset' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The element that opens the popover on press, usually a Button. */
  trigger: ReactElement;
  /** Heading of the popover; names it for assistive technology. */
  title?: ReactNode;
  /** Names the popover when it has no title. */
  'aria-label'?: string;
  /** The content. */
  children: ReactNode;
  /** Escape hatch for layout tweaks (for example another width). */
  UNSAFE_className?: string;
}

/**
 * Non-modal-looking content anchored to a trigger (filters, small forms). It is a dialog for
 * assistive technology: focus moves in, Escape closes it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  title,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  'aria-label': ariaLabel,
  ...surface
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <PopoverSurface {...surface}>
        <AriaDialog aria-label={ariaLabel} className={popoverDialog}>
          {title && (
            <Heading slot="title" level={2} className={popoverTitle}>
              {title}
            </Heading>
          )}
          {children}
        </AriaDialog>
      </PopoverSurface>
    </DialogTrigger>
  );
}
