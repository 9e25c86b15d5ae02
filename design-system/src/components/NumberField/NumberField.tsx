import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FormField } from '../FormField/FormField.js';
import { groupButton, groupInput } from '../FormField/FormField.css.js';
import { Glyph } from '../FormField/Glyph.js';
import {
  useFormField,
  type FormFieldProps,
  type ReplacedFieldProps,
} from '../FormField/useFormField.js';
import { numberGroup, numberInput, stepButton } from './NumberField.css.js';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, ReplacedFieldProps<number>>, FormFieldProps<number> {
  /** Hint shown while the field is empty. */
  placeholder?: string;
}

/**
 * A labelled number input with step buttons, arrow-key stepping and locale formatting
 * (`formatOptions`). An empty field's value is NaN.
 */
export function NumberField({ placeholder, ...props }: NumberFieldProps) {
  const { rootProps, chromeProps } = useFormField(props, NaN);
  const stepClass = `${groupButton} ${stepButton}`;
  return (
    <AriaNumberField {...rootProps}>
      <FormField {...chromeProps}>
        <Group className={numberGroup}>
          <Input className={`${groupInput} ${numberInput}`} placeholder={placeholder} />
          <Button slot="decrement" className={stepClass}>
            <Glyph name="minus" />
          </Button>
          <Button slot="increment" className={stepClass}>
            <Glyph name="plus" />
          </Button>
        </Group>
      </FormField>
    </AriaNumberField>
  );
}
