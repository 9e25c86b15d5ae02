import type { ReactNode } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { Glyph } from '../FormField/Glyph.js';
import { item, itemCheck } from './Select.css.js';

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The option's label; give each item an `id`, which becomes the value. */
  children: ReactNode;
}

/**
 * One option of a Select or ComboBox. Its `id` is the value the field reports. Type-ahead and
 * filtering read `textValue`, taken from the children when they are plain text.
 */
export function SelectItem<T extends object>({
  children,
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
          {children}
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
