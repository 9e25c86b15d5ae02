import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { toggleField, toggleLabel } from '../FormField/FormField.css.js';
import { FieldDescription } from '../FormField/FormField.js';
import { Glyph } from '../FormField/Glyph.js';
import { box } from './Checkbox.css.js';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'style' | 'children'
> {
  /** The label, clickable like the box. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/** A checkbox with its label; `isIndeterminate` shows a dash for "some of these". */
export function Checkbox({ children, description, UNSAFE_className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={[toggleField, UNSAFE_className].filter(Boolean).join(' ')}>
      <CheckboxButton className={toggleLabel}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box}>
              {isIndeterminate ? <Glyph name="dash" /> : isSelected && <Glyph name="check" />}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      <FieldDescription indent>{description}</FieldDescription>
    </CheckboxField>
  );
}
