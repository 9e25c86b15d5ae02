import { Box, Radio, RadioGroup, TextField } from '@atrium/design-system';
import type { ReactNode } from 'react';
import type { ExpressionError } from '../policy/expression-error.js';
import { withCommand, withName, type PolicyForm } from '../policy/form.js';
import {
  POLICY_NAME_MAX,
  policyCommands,
  takesCheck,
  takesUsing,
  type PolicyCommand,
} from '../policy/policy.js';
import { ExpressionEditor } from './ExpressionEditor.js';
import { RolePicker } from './RolePicker.js';

export interface PolicyFormViewProps {
  form: PolicyForm;
  onChange: (form: PolicyForm) => void;
  /** ALTER POLICY cannot change the command, so an existing policy keeps its operation. */
  isExisting: boolean;
  /** `schema.table`, shown for context. */
  target: string;
  /** The database's message from a failed save. */
  saveError?: string;
  /** A syntax error the database found in one of the expressions, shown in its editor. */
  expressionError?: ExpressionError;
  /** The policy tester, below the form. */
  tester?: ReactNode;
}

/** The editor view: name with counter, operation, target roles, and the expressions. */
export function PolicyFormView({
  form,
  onChange,
  isExisting,
  target,
  saveError,
  expressionError,
  tester,
}: PolicyFormViewProps) {
  const command = form.command;
  const errorIn = (field: ExpressionError['field']) =>
    expressionError?.field === field ? expressionError : undefined;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {saveError && (
        <Box
          as="p"
          role="alert"
          margin="none"
          padding="medium"
          borderRadius="medium"
          background="criticalSoft"
          color="critical"
        >
          {saveError}
        </Box>
      )}
      <TextField
        label="Policy name"
        value={form.name}
        onChange={(name) => onChange(withName(form, name))}
        description={`${form.name.length}/${POLICY_NAME_MAX}`}
        placeholder="Enable read access for all users"
      />
      <Box as="p" margin="none" fontSize="small" color="textMuted">
        Table: <code>{target}</code>
      </Box>
      <RadioGroup
        label="Policy command"
        orientation="horizontal"
        value={command}
        isDisabled={isExisting}
        description={
          isExisting ? 'The operation of an existing policy cannot be changed' : undefined
        }
        onChange={(value) => value && onChange(withCommand(form, value as PolicyCommand))}
      >
        {policyCommands.map((c) => (
          <Radio key={c} value={c}>
            {c}
          </Radio>
        ))}
      </RadioGroup>
      <RolePicker selected={form.roles} onChange={(roles) => onChange({ ...form, roles })} />
      {command && takesUsing(command) && (
        <ExpressionEditor
          label="USING expression"
          description="Rows for which this expression is true are visible to (or targeted by) the command."
          value={form.definition}
          onChange={(definition) => onChange({ ...form, definition })}
          placeholder="(select auth.uid()) = user_id"
          error={errorIn('definition')}
        />
      )}
      {command && takesCheck(command) && (
        <ExpressionEditor
          label="WITH CHECK expression"
          description="New or changed rows must make this expression true, or the write is refused."
          value={form.check}
          onChange={(check) => onChange({ ...form, check })}
          placeholder="(select auth.uid()) = user_id"
          error={errorIn('check')}
        />
      )}
      {tester}
    </Box>
  );
}
