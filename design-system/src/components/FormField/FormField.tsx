import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './FormField.css.js';

export interface FormFieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  /** The control itself (an input, a trigger button, a list of radios). */
  children: ReactNode;
}

/**
 * Help text linked to the field around it through react-aria's description slot; renders nothing
 * without children. `indent` lines it up under a checkbox's, radio's or switch's text.
 */
export function FieldDescription({ children, indent }: { children?: ReactNode; indent?: boolean }) {
  if (children === undefined) return null;
  return (
    <Text slot="description" className={indent ? styles.toggleDescription : styles.description}>
      {children}
    </Text>
  );
}

/**
 * The label, description and error around a control. It renders inside a react-aria field
 * (TextField, Select, RadioGroup...), whose contexts wire the ids: the label names the control,
 * and the description and error describe it. FieldError renders only while the field is invalid.
 */
export function FormField({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FormFieldChromeProps) {
  return (
    <>
      {label !== undefined && (
        <Label className={styles.label}>
          {label}
          {isRequired && (
            <span className={styles.requiredMark} aria-hidden>
              *
            </span>
          )}
        </Label>
      )}
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </>
  );
}
