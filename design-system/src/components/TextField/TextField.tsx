import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FormField } from '../FormField/FormField.js';
import {
  useFormField,
  type FormFieldProps,
  type ReplacedFieldProps,
} from '../FormField/useFormField.js';
import { textInput } from './TextField.css.js';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, ReplacedFieldProps<string>>, FormFieldProps<string> {
  /** Hint shown while the field is empty. */
  placeholder?: string;
}

/**
 * The field a TextField and a TextArea share: one react-aria TextField with the FormField chrome;
 * only the control inside differs.
 */
export function TextFieldFrame({ children, ...props }: TextFieldProps & { children: ReactNode }) {
  const { rootProps, chromeProps } = useFormField(props, '');
  return (
    <AriaTextField {...rootProps}>
      <FormField {...chromeProps}>{children}</FormField>
    </AriaTextField>
  );
}

/** A labelled one-line text input with description, validation and error message. */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input className={textInput} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
