import { Box, Button, TextField } from '@atrium/design-system';
import { newConfigParam, type ConfigParam, type FunctionErrors } from './function-form.js';
import * as css from './functions.css.js';

/** The configuration parameters (`SET name TO value`) as name and value rows; locked in edit mode. */
export function ConfigParams({
  params,
  onChange,
  errors,
  isDisabled,
}: {
  params: ConfigParam[];
  onChange: (params: ConfigParam[]) => void;
  errors: FunctionErrors;
  isDisabled: boolean;
}) {
  const set = (i: number, change: Partial<ConfigParam>) =>
    onChange(params.map((param, j) => (j === i ? { ...param, ...change } : param)));
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
        Configuration parameters
      </Box>
      {params.map((param, i) => (
        <div className={css.pairRow} key={i}>
          <TextField
            label={`Name of parameter ${i + 1}`}
            value={param.name}
            onChange={(name) => set(i, { name })}
            errorMessage={errors[`params.${i}.name`]}
            isDisabled={isDisabled}
          />
          <TextField
            label={`Value of parameter ${i + 1}`}
            value={param.value}
            onChange={(value) => set(i, { value })}
            errorMessage={errors[`params.${i}.value`]}
            isDisabled={isDisabled}
          />
          {!isDisabled && (
            <Button
              size="small"
              aria-label={`Remove parameter ${i + 1}`}
              onPress={() => onChange(params.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {!isDisabled && (
        <Box>
          <Button size="small" onPress={() => onChange([...params, newConfigParam()])}>
            Add a new config parameter
          </Button>
        </Box>
      )}
    </Box>
  );
}
