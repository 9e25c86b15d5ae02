import type { ReactNode } from 'react';
import { RadioButton, RadioField, type RadioFieldProps } from 'react-aria-components';
import { FieldDescription } from '../FormField/FormField.js';
import { toggleField, toggleLabel } from '../FormField/FormField.css.js';
import { circle } from './RadioGroup.css.js';

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** The label, clickable like the circle. */
  children: ReactNode;
  /** Help text under this option. */
  description?: ReactNode;
}

/** One option of a RadioGroup; its `value` is what the group reports when it is chosen. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={toggleField}>
      <RadioButton className={toggleLabel}>
        <span className={circle} />
        {children}
      </RadioButton>
      <FieldDescription indent>{description}</FieldDescription>
    </RadioField>
  );
}
