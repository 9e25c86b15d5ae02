import type { ReactNode } from 'react';
import { ListBoxItem, Text, type ListBoxItemProps } from 'react-aria-components';
import { Glyph } from '../FormField/Glyph.js';
import { item, itemCheck, itemDescription, itemText } from './Select.css.js';

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The option's label; give each item an `id`, which becomes the value. */
  children: ReactNode;
  /** A line under the label saying what the option means; it describes the option to readers. */
  description?: ReactNode;
}

/**
 * One option of a Select or ComboBox. Its `id` is the value the field reports. Type-ahead and
 * filtering read `textValue`, taken from the children when they are plain text.
 */
export function SelectItem<T extends object>({
  children,
  description,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={item}
    >
      {({ isSelected }) => (
        <>
          {description === undefined ? (
            children
          ) : (
            // Label and description slots wire aria-labelledby and aria-describedby on the option.
            <span className={itemText}>
              <Text slot="label">{children}</Text>
              <Text slot="description" className={itemDescription}>
                {description}
              </Text>
            </span>
          )}
          {isSelected && (
            <span className={itemCheck}>
              <Glyph name="check" />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}
