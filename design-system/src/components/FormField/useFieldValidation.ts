import { useEffect, useRef, useState, type RefObject } from 'react';

export interface FieldValidationProps<T> {
  /** Returns an error for a value, or undefined when it is fine. Runs on mount and every change. */
  validate?: (value: T) => string | undefined;
  /** Forces the invalid state now, touched or not. */
  isInvalid?: boolean;
  /** An error from outside (a server, a parent form); shown as soon as it is set. */
  errorMessage?: string;
  /** An empty value is an error ("Required") unless `validate` reports its own. */
  isRequired?: boolean;
}

export interface FieldValidation {
  /** Goes on the field's root element, so the hook can find its controls and its form. */
  ref: RefObject<HTMLDivElement | null>;
  /** Whether the error is shown now. */
  isInvalid: boolean;
  errorMessage: string | undefined;
  /** The field counts as touched from now on (call it on blur). */
  markTouched: () => void;
}

const requiredMessage = 'Required';

function isEmpty(value: unknown): boolean {
  return value == null || value === '' || Number.isNaN(value);
}

/** The first control of a form that fails validation: where the browser would have put focus. */
function firstInvalid(form: HTMLFormElement): Element | undefined {
  return Array.from(form.elements).find(
    (el) => 'validity' in el && !(el as HTMLInputElement).validity.valid,
  );
}

/**
 * Where a keyboard user enters the field. Not always the invalid control: a Select's <select> is a
 * hidden stand-in for forms, and the visible trigger is what should take focus.
 */
function entryPoint(root: HTMLElement): HTMLElement | undefined {
  return Array.from(
    root.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, button, [tabindex]'),
  ).find((el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'));
}

/**
 * Validates a field's value on every render but reveals the error only once the field is touched:
 * blurred once, or its form submitted (or its submission refused). Errors appearing while someone
 * is still typing their first answer are noise; errors after they move on are help.
 *
 * The error also becomes the native validity of the field's controls, so a `<form>` will not
 * submit while a field is invalid, even one nobody has touched yet.
 */
export function useFieldValidation<T>(value: T, props: FieldValidationProps<T>): FieldValidation {
  const ref = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);

  const error =
    props.validate?.(value) ?? (props.isRequired && isEmpty(value) ? requiredMessage : undefined);
  const forced = props.isInvalid === true || props.errorMessage !== undefined;
  const isInvalid = forced || (touched && error !== undefined);
  const errorMessage = isInvalid ? (props.errorMessage ?? error) : undefined;
  const nativeError = forced ? (errorMessage ?? 'Invalid value.') : (error ?? '');

  // No dependency list: controls that mount later (a Select's hidden <select>, a new radio) must
  // receive the current validity too, and setting it is cheap.
  useEffect(() => {
    ref.current
      ?.querySelectorAll<HTMLInputElement>('input, select, textarea')
      .forEach((control) => control.setCustomValidity(nativeError));
  });

  useEffect(() => {
    const root = ref.current;
    const form = root?.closest('form');
    if (!root || !form) return;
    const touch = () => setTouched(true);
    const untouch = () => setTouched(false);
    const onInvalid = (event: Event) => {
      touch();
      const target = event.target as HTMLElement;
      if (!root.contains(target)) return;
      // The field shows its own message; the browser's bubble would repeat it.
      event.preventDefault();
      if (firstInvalid(form) === target) entryPoint(root)?.focus();
    };
    // `invalid` does not bubble, so listen in the capture phase to hear every control of the form.
    form.addEventListener('invalid', onInvalid, true);
    form.addEventListener('submit', touch, true);
    form.addEventListener('reset', untouch);
    return () => {
      form.removeEventListener('invalid', onInvalid, true);
      form.removeEventListener('submit', touch, true);
      form.removeEventListener('reset', untouch);
    };
  }, []);

  return { ref, isInvalid, errorMessage, markTouched: () => setTouched(true) };
}
