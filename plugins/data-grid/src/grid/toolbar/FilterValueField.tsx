import { Select, SelectItem, TextField } from '@atrium/design-system';
import type { FilterOperator } from '@atrium/common/filters';

/** Operators that compare with one value of the column's type: an enum's are picked, not typed. */
const ONE_VALUE: ReadonlySet<FilterOperator> = new Set(['eq', 'neq', 'gt', 'lt', 'gte', 'lte']);

export interface FilterValueFieldProps {
  readonly operator: FilterOperator;
  /** The column's enum values, when it is an enum. */
  readonly enumValues: readonly string[] | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The first rule shows the label; the rules under it are named the same way. */
  readonly showLabel: boolean;
}

/**
 * A filter rule's value: for an enum column compared with one value, a picker of the enum's
 * values (a typo would only fail the read); otherwise text, with a hint for `is` and `in`.
 */
export function FilterValueField({
  operator,
  enumValues,
  value,
  onChange,
  showLabel,
}: FilterValueFieldProps) {
  const naming = {
    label: showLabel ? 'Value' : undefined,
    'aria-label': showLabel ? undefined : 'Value',
  };
  if (enumValues && ONE_VALUE.has(operator)) {
    return (
      <Select
        {...naming}
        placeholder="Choose a value"
        value={enumValues.includes(value) ? value : null}
        onChange={(picked) => onChange(picked === null ? '' : String(picked))}
      >
        {enumValues.map((label) => (
          <SelectItem key={label} id={label}>
            {label}
          </SelectItem>
        ))}
      </Select>
    );
  }
  return (
    <TextField
      {...naming}
      value={value}
      placeholder={
        operator === 'is'
          ? 'null, not null, true or false'
          : operator === 'in'
            ? 'a,b,c'
            : 'Enter a value'
      }
      onChange={onChange}
    />
  );
}
