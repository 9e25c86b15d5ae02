import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { FormField } from '../FormField/FormField.js';
import { groupButton, groupInput } from '../FormField/FormField.css.js';
import { Glyph } from '../FormField/Glyph.js';
import { useFormField, type FormFieldProps } from '../FormField/useFormField.js';
import { OptionsPopover, type OptionsPopoverProps } from '../Select/OptionsPopover.js';
import type { ReplacedPickerProps } from '../Select/pickerProps.js';
import { SelectItem, type SelectItemProps } from '../Select/SelectItem.js';
import { comboGroup } from './ComboBox.css.js';

export interface ComboBoxProps<T extends object = object>
  extends
    Omit<AriaComboBoxProps<T>, ReplacedPickerProps | 'items' | 'defaultItems'>,
    FormFieldProps<Key | null>,
    OptionsPopoverProps<T> {
  /** Hint shown while the field is empty. */
  placeholder?: string;
}

/** A ComboBox option: the same look and behaviour as a Select's. */
export const ComboBoxItem = SelectItem;
export type ComboBoxItemProps<T extends object = object> = SelectItemProps<T>;

/**
 * A text input that filters a list of options as you type. The value is the chosen item's `id`
 * (null for none); `onInputChange` reports the typed text.
 */
export function ComboBox<T extends object>({
  items,
  children,
  placeholder,
  ...props
}: ComboBoxProps<T>) {
  const { rootProps, chromeProps } = useFormField(props, null as Key | null);
  return (
    // `defaultItems`, not `items`: react-aria filters uncontrolled items by the typed text.
    <AriaComboBox {...rootProps} defaultItems={items}>
      <FormField {...chromeProps}>
        <Group className={comboGroup}>
          <Input className={groupInput} placeholder={placeholder} />
          <Button className={groupButton}>
            <Glyph name="chevronDown" />
          </Button>
        </Group>
      </FormField>
      <OptionsPopover>{children}</OptionsPopover>
    </AriaComboBox>
  );
}
