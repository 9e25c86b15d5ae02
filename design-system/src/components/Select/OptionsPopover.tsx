import type { ReactNode } from 'react';
import {
  Autocomplete,
  Input,
  ListBox,
  Popover,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { listBox, popover, searchInput } from './Select.css.js';

export interface OptionsPopoverProps<T extends object> {
  /** Omit inside a ComboBox: it hands the list its (filtered) items itself. */
  items?: Iterable<T>;
  /** The options as items, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * The list a Select or ComboBox opens: a popover 4px off the field holding a listbox. With
 * `searchLabel`, a search field of that name heads the list and filters its options by their
 * text (sections without a match hide); Enter picks the first match.
 */
export function OptionsPopover<T extends object>({
  items,
  children,
  searchLabel,
}: OptionsPopoverProps<T> & { searchLabel?: string }) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const list = (
    <ListBox items={items} className={listBox}>
      {children}
    </ListBox>
  );
  return (
    <Popover className={popover} offset={4}>
      {searchLabel === undefined ? (
        list
      ) : (
        <Autocomplete filter={contains}>
          <SearchField aria-label={searchLabel} autoFocus>
            <Input className={searchInput} placeholder={`${searchLabel}...`} />
          </SearchField>
          {list}
        </Autocomplete>
      )}
    </Popover>
  );
}
