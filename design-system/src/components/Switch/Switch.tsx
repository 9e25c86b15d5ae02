import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../FormField/FormField.js';
import { toggleField } from '../FormField/FormField.css.js';
import { switchLabel, thumb, track, type SwitchRecipe } from './Switch.css.js';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'>, SwitchRecipe {
  /** The label, clickable like the track. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/** An on/off toggle for a setting that applies at once (use a Checkbox in a form that is saved). */
export function Switch({ children, description, size, UNSAFE_className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={[toggleField, UNSAFE_className].filter(Boolean).join(' ')}>
      <SwitchButton className={switchLabel({ size })}>
        <span className={track}>
          <span className={thumb} />
        </span>
        {children}
      </SwitchButton>
      <FieldDescription indent>{description}</FieldDescription>
    </SwitchField>
  );
}
