import { TextField } from '@atrium/design-system';
import { EditableRows } from '../shared/EditableRows.js';
import { newConfigParam, type ConfigParam, type FunctionErrors } from './function-form.js';

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
  return (
    <EditableRows
      legend="Configuration parameters"
      noun="parameter"
      rows={params}
      onChange={onChange}
      add={{ label: 'Add a new config parameter', row: newConfigParam }}
      isDisabled={isDisabled}
      renderRow={(param, i, set) => (
        <>
          <TextField
            label={`Name of parameter ${i + 1}`}
            value={param.name}
            onChange={(name) => set({ name })}
            errorMessage={errors[`params.${i}.name`]}
            isDisabled={isDisabled}
          />
          <TextField
            label={`Value of parameter ${i + 1}`}
            value={param.value}
            onChange={(value) => set({ value })}
            errorMessage={errors[`params.${i}.value`]}
            isDisabled={isDisabled}
          />
        </>
      )}
    />
  );
}
