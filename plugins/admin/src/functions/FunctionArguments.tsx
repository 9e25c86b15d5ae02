import { Box, Button, Select, SelectItem, TextField } from '@atrium/design-system';
import {
  ARGUMENT_TYPES,
  newArgument,
  type FunctionArgument,
  type FunctionErrors,
} from './function-form.js';
import * as css from './functions.css.js';

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
  const set = (i: number, change: Partial<FunctionArgument>) =>
    onChange(args.map((arg, j) => (j === i ? { ...arg, ...change } : arg)));
  return (
    <Box
      as="fieldset"
      display="flex"
      flexDirection="column"
      gap="small"
      margin="none"
      padding="none"
    >
      <Box as="legend" fontWeight="medium" fontSize="small">
        Arguments
      </Box>
      {args.length === 0 && (
        <Box as="p" margin="none" color="textMuted" fontSize="small">
          No arguments for this function
        </Box>
      )}
      {args.map((arg, i) => (
        <div className={css.pairRow} key={i}>
          <TextField
            label={`Name of argument ${i + 1}`}
            value={arg.name}
            onChange={(name) => set(i, { name })}
            errorMessage={errors[`args.${i}.name`]}
            isDisabled={isDisabled}
          />
          <Select
            label={`Type of argument ${i + 1}`}
            value={arg.type}
            onChange={(type) => set(i, { type: String(type ?? 'integer') })}
            isDisabled={isDisabled}
          >
            {[...new Set([...ARGUMENT_TYPES, arg.type])].map((type) => (
              <SelectItem key={type} id={type} textValue={type}>
                {type}
              </SelectItem>
            ))}
          </Select>
          {!isDisabled && (
            <Button
              size="small"
              aria-label={`Remove argument ${i + 1}`}
              onPress={() => onChange(args.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {!isDisabled && (
        <Box>
          <Button size="small" onPress={() => onChange([...args, newArgument()])}>
            Add a new argument
          </Button>
        </Box>
      )}
    </Box>
  );
}
