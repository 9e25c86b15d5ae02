import { Select, SelectItem, TextField } from '@atrium/design-system';
import { EditableRows } from '../shared/EditableRows.js';
import {
  ARGUMENT_TYPES,
  newArgument,
  type FunctionArgument,
  type FunctionErrors,
} from './function-form.js';

/** The arguments as name and type rows (sent as 'name type'); locked in edit mode. */
export function FunctionArguments({
  args,
  onChange,
  errors,
  isDisabled,
}: {
  args: FunctionArgument[];
  onChange: (args: FunctionArgument[]) => void;
  errors: FunctionErrors;
  isDisabled: boolean;
}) {
  return (
    <EditableRows
      legend="Arguments"
      noun="argument"
      rows={args}
      onChange={onChange}
      add={{ label: 'Add a new argument', row: newArgument }}
      empty="No arguments for this function"
      isDisabled={isDisabled}
      renderRow={(arg, i, set) => (
        <>
          <TextField
            label={`Name of argument ${i + 1}`}
            value={arg.name}
            onChange={(name) => set({ name })}
            errorMessage={errors[`args.${i}.name`]}
            isDisabled={isDisabled}
          />
          <Select
            label={`Type of argument ${i + 1}`}
            value={arg.type}
            onChange={(type) => set({ type: String(type ?? 'integer') })}
            isDisabled={isDisabled}
          >
            {[...new Set([...ARGUMENT_TYPES, arg.type])].map((type) => (
              <SelectItem key={type} id={type} textValue={type}>
                {type}
              </SelectItem>
            ))}
          </Select>
        </>
      )}
    />
  );
}
