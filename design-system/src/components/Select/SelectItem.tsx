import type { ReactNode } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { Glyph } from '../FormField/Glyph.js';
import { item, itemCheck, itemDescription, itemText } from './Select.css.js';

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The option's label; give each item an `id`, which becomes the value. */
  children: ReactNode;
  /** A line under the label saying what the option means; it is part of the option's name. */
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
            /*
              Plain spans, not react-aria's label and description slots: the option is named by
              all of its text, so its name holds everything it shows (WCAG 2.5.3, axe's
              label-content-name-mismatch, which a name of the label alone fails) and a screen
              reader says the description once. Menu items do the same.
            */
            <span className={itemText}>
              <span>{children}</span>
              {/* Keeps the words apart in the name; the column layout shows no space. */}{' '}
              <span className={itemDescription}>{description}</span>
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
