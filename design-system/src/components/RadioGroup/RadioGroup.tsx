import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { Box } from '../../Box/Box.js';
import { FormField } from '../FormField/FormField.js';
import {
  useFormField,
  type FormFieldProps,
  type ReplacedFieldProps,
} from '../FormField/useFormField.js';

export interface RadioGroupProps
  extends
    Omit<AriaRadioGroupProps, ReplacedFieldProps<string | null>>,
    FormFieldProps<string | null> {
  /** The `<Radio>` options. */
  children: ReactNode;
}

/**
 * One choice among a few visible options. Arrow keys move the choice; Tab enters and leaves the
 * group as one stop. The value is the chosen Radio's `value` (null for none).
 */
export function RadioGroup({ children, orientation = 'vertical', ...props }: RadioGroupProps) {
  const { rootProps, chromeProps } = useFormField(props, null as string | null);
  return (
    <AriaRadioGroup {...rootProps} orientation={orientation}>
      <FormField {...chromeProps}>
        <Box
          display="flex"
          flexDirection={orientation === 'horizontal' ? 'row' : 'column'}
          flexWrap="wrap"
          gap={orientation === 'horizontal' ? 'large' : 'small'}
          paddingY="xxsmall"
        >
          {children}
        </Box>
      </FormField>
    </AriaRadioGroup>
  );
}
