import { useState, type FocusEvent, type ReactNode } from 'react';
import { fieldRoot } from './FormField.css.js';
import { useFieldValidation, type FieldValidationProps } from './useFieldValidation.js';

/** The props every labelled field shares, whatever its value type. */
export interface FormFieldProps<T> extends FieldValidationProps<T> {
  /** Names the field. */
  label?: ReactNode;
  /** Help text under the control, linked to it with aria-describedby. */
  description?: ReactNode;
  /** The value (controlled). */
  value?: T;
  /** The starting value (uncontrolled). */
  defaultValue?: T;
  /** Called on every change with the new value. */
  onChange?: (value: T) => void;
  /** Called when focus leaves the field; from then on its error shows. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Escape hatch for layout tweaks on the field's root. */
  UNSAFE_className?: string;
}

/** The react-aria props a field wrapper replaces with its own (FormFieldProps and styling). */
export type ReplacedFieldProps<T> =
  keyof FormFieldProps<T> | 'className' | 'style' | 'children' | 'validationBehavior';

/**
 * Splits a field's props into what its react-aria root takes and what the FormField chrome shows.
 * The value is tracked here (controlled or not) because validation needs it on every render; the
 * react-aria root is therefore always controlled.
 */
export function useFormField<T, P extends FormFieldProps<T>>(props: P, empty: T) {
  const {
    label,
    description,
    errorMessage,
    validate,
    isInvalid,
    value: controlled,
    defaultValue,
    onChange,
    onBlur,
    UNSAFE_className,
    ...rest
  } = props;
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue ?? empty);
  const value = controlled !== undefined ? controlled : uncontrolled;
  const validation = useFieldValidation(value, {
    validate,
    isInvalid,
    errorMessage,
    isRequired: props.isRequired,
  });
  return {
    rootProps: {
      ...rest,
      ref: validation.ref,
      value,
      onChange: (next: T) => {
        setUncontrolled(next);
        onChange?.(next);
      },
      onBlur: (event: FocusEvent<Element>) => {
        validation.markTouched();
        onBlur?.(event);
      },
      isInvalid: validation.isInvalid,
      // The hook decides when errors show; react-aria only renders them.
      validationBehavior: 'aria' as const,
      className: [fieldRoot, UNSAFE_className].filter(Boolean).join(' '),
    },
    chromeProps: {
      label,
      description,
      errorMessage: validation.errorMessage,
      isRequired: props.isRequired,
    },
  };
}
