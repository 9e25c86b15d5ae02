import { TextField } from '@atrium/design-system';
import { defaultFormatOf } from '../sql/default-value.js';

export interface DefaultValueFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isDisabled?: boolean;
}

/** The default value, saying how the spec's rule reads it: as an SQL expression or a value. */
export function DefaultValueField({ value, ...props }: DefaultValueFieldProps) {
  const description = !value.trim()
    ? 'NULL by default'
    : defaultFormatOf(value) === 'expression'
      ? 'Evaluated as an SQL expression'
      : 'Stored as a literal value';
  return (
    <TextField
      label="Default Value"
      placeholder="NULL"
      value={value}
      description={props.isDisabled ? 'Identity columns generate their values' : description}
      {...props}
    />
  );
}
