import type { ReactNode } from 'react';
import { ListBox, Popover } from 'react-aria-components';
import { listBox, popover } from './Select.css.js';

export interface OptionsPopoverProps<T extends object> {
  /** Omit inside a ComboBox: it hands the list its (filtered) items itself. */
  items?: Iterable<T>;
  /** The options as items, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** The list a Select or ComboBox opens: a popover 4px off the field holding a listbox. */
export function OptionsPopover<T extends object>({ items, children }: OptionsPopoverProps<T>) {
  return (
    <Popover className={popover} offset={4}>
      <ListBox items={items} className={listBox}>
        {children}
      </ListBox>
    </Popover>
  );
}
