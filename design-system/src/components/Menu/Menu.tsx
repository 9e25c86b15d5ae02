import type { ReactElement, ReactNode } from 'react';
import {
  Header,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps,
} from 'react-aria-components';
import { PopoverSurface, type PopoverSurfaceProps } from '../Popover/Popover.js';
import {
  itemDescription,
  itemIcon,
  itemShortcut,
  itemText,
  menu,
  menuItem,
  sectionHeader,
  separator,
  type MenuItemRecipe,
} from './Menu.css.js';

type MenuListProps<T> = Omit<AriaMenuProps<T>, 'className' | 'style'>;

/** The list in its dropdown popover; Menu and ContextMenu differ only in how it is opened. */
export function MenuPopover<T extends object>({
  popover,
  ...props
}: MenuListProps<T> & { popover?: Omit<PopoverSurfaceProps, 'children'> }) {
  return (
    <PopoverSurface {...popover} variant="dropdown">
      <AriaMenu {...props} className={menu} />
    </PopoverSurface>
  );
}

export interface MenuProps<T extends object = object>
  extends MenuListProps<T>, Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /** The element that opens the menu on press, Enter, Space or the arrow keys; usually a Button. */
  trigger: ReactElement;
  /** Where the menu opens relative to the trigger. */
  placement?: PopoverSurfaceProps['placement'];
}

/** A dropdown menu of actions, opened from a trigger; labelled by the trigger. */
export function Menu<T extends object>({
  trigger,
  placement,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <MenuPopover {...props} popover={{ placement }} />
    </MenuTrigger>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'>, MenuItemRecipe {
  /** The label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** Keyboard shortcut text shown at the end, e.g. "⌘C". It is a hint: bind the keys yourself. */
  shortcut?: string;
}

export function MenuItem<T extends object>({
  children,
  icon,
  description,
  shortcut,
  tone,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      // Type-to-select needs plain text; derive it when the label is a string.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={menuItem({ tone })}
    >
      {icon && (
        <span className={itemIcon} aria-hidden>
          {icon}
        </span>
      )}
      {/*
        Plain spans, not react-aria's label and description slots: the item is named by all of
        its text, so its name holds everything it shows (WCAG 2.5.3, axe's
        label-content-name-mismatch) and a screen reader says the description once.
      */}
      <span className={itemText}>
        <span>{children}</span>
        {description && (
          <>
            {/* Keeps the words apart in the name; the flex layout shows no space. */}{' '}
            <span className={itemDescription}>{description}</span>
          </>
        )}
      </span>
      {shortcut && <Keyboard className={itemShortcut}>{shortcut}</Keyboard>}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object = object> extends Omit<
  AriaMenuSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** Heading shown above the section's items; it also labels the group. */
  title?: ReactNode;
  /** The items; for a dynamic list use react-aria's `<Collection items>`. */
  children: ReactNode;
}

export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={separator} />;
}
