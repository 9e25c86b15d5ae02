import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FormField } from '../FormField/FormField.js';
import { Glyph } from '../FormField/Glyph.js';
import { useFormField, type FormFieldProps } from '../FormField/useFormField.js';
import { OptionsPopover, type OptionsPopoverProps } from './OptionsPopover.js';
import type { ReplacedPickerProps } from './pickerProps.js';
import { chevron, selectValue, trigger } from './Select.css.js';

export interface SelectProps<T extends object = object>
  extends
    Omit<AriaSelectProps<T>, ReplacedPickerProps>,
    FormFieldProps<Key | null>,
    OptionsPopoverProps<T> {
  /**
   * Makes the list searchable: a search field of this name (and placeholder) heads it, filtering
   * the options by their text as the user types. For long lists, where type-to-select by first
   * letters picks the wrong option.
   */
  searchLabel?: string;
}

/**
 * Picks one option from a list. The value is the chosen item's `id` (null for none). Options come
 * as `<SelectItem>` children, or as `items` with a render function.
 */
export function Select<T extends object>({
  items,
  children,
  searchLabel,
  ...props
}: SelectProps<T>) {
  const { rootProps, chromeProps } = useFormField(props, null as Key | null);
  return (
    <AriaSelect {...rootProps}>
      <FormField {...chromeProps}>
        <Button className={trigger}>
          <SelectValue className={selectValue} />
          <span className={chevron}>
            <Glyph name="chevronDown" />
          </span>
        </Button>
      </FormField>
      <OptionsPopover items={items} searchLabel={searchLabel}>
        {children}
      </OptionsPopover>
    </AriaSelect>
  );
}
