import { useId, useState } from 'react';
import {
  AlertDialog,
  Box,
  Button,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  SidePanel,
  TextField,
} from '@atrium/design-system';
import { useTables } from '../data/table-queries.js';
import { useCreateTrigger, useUpdateTrigger } from '../data/trigger-mutations.js';
import type { DbTrigger } from '../data/trigger-queries.js';
import { EventsField } from './EventsField.js';
import { FunctionPicker } from './FunctionPicker.js';
import {
  ACTIVATIONS,
  createBody,
  ENABLED_MODES,
  formOf,
  newTriggerForm,
  ORIENTATIONS,
  updateBody,
  validateTrigger,
  type EnabledMode,
  type TriggerForm,
} from './trigger-form.js';
import * as css from './triggers.css.js';

/**
 * Creates a trigger on a table of the schema in view, or edits one (`trigger`): in edit mode only
 * the name and the enabled mode can change (spec section 4, what `PATCH /triggers` takes), the
 * rest is shown locked. Closing with unsaved changes asks first.
 */
export function TriggerPanel({
  schema,
  trigger,
  onClose,
}: {
  schema: string;
  trigger?: DbTrigger;
  onClose: () => void;
}) {
  const formId = useId();
  const [initial] = useState<TriggerForm>(() =>
    trigger ? formOf(trigger) : newTriggerForm(schema),
  );
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [picking, setPicking] = useState(false);
  const tables = useTables(form.schema);
  const create = useCreateTrigger();
  const update = useUpdateTrigger();
  const isEdit = trigger !== undefined;
  const errors = attempted ? validateTrigger(form) : {};
  const set = (change: Partial<TriggerForm>) => setForm((current) => ({ ...current, ...change }));
  const isDirty = JSON.stringify(form) !== JSON.stringify(initial);
  const requestClose = () => (isDirty ? setDiscarding(true) : onClose());
  const tableNames = [
    ...new Set([...(tables.data ?? []).map((t) => t.name), ...(form.table ? [form.table] : [])]),
  ];

  const save = async () => {
    setAttempted(true);
    if (Object.keys(validateTrigger(form)).length > 0) return;
    try {
      if (trigger) await update.trigger({ id: trigger.id, json: updateBody(form, trigger) });
      else await create.trigger(createBody(form));
      onClose();
    } catch {
      // The toast said why; the panel keeps what was typed.
    }
  };

  return (
    <>
      <SidePanel
        title={isEdit ? `Edit trigger ${trigger.name}` : 'Add a new trigger'}
        isOpen
        isDismissable={false}
        onOpenChange={(open) => open || requestClose()}
        footer={() => (
          <>
            <Button onPress={requestClose}>Cancel</Button>
            <Button
              type="submit"
              form={formId}
              variant="solid"
              tone="accent"
              isPending={create.isMutating || update.isMutating}
            >
              {isEdit ? 'Save trigger' : 'Create trigger'}
            </Button>
          </>
        )}
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Box display="flex" flexDirection="column" gap="large">
            <TextField
              label="Name of trigger"
              description="The name is also stored as the actual Postgres name of the trigger. It cannot contain spaces."
              value={form.name}
              onChange={(name) => set({ name })}
              errorMessage={errors.name}
              autoFocus
            />
            <Select
              label="Table"
              description={`The table in ${form.schema} the trigger watches.`}
              placeholder="Choose a table"
              value={form.table || null}
              onChange={(table) => set({ table: table === null ? '' : String(table) })}
              errorMessage={errors.table}
              isDisabled={isEdit}
            >
              {tableNames.map((name) => (
                <SelectItem key={name} id={name} textValue={name}>
                  {name}
                </SelectItem>
              ))}
            </Select>
            <EventsField
              events={form.events}
              onChange={(events) => set({ events })}
              errorMessage={errors.events}
              isDisabled={isEdit}
            />
            <RadioGroup
              label="Trigger type"
              value={form.orientation}
              onChange={(orientation) =>
                set({ orientation: orientation as TriggerForm['orientation'] })
              }
              isDisabled={isEdit}
            >
              {ORIENTATIONS.map((orientation) => (
                <Radio
                  key={orientation}
                  value={orientation}
                  description={
                    orientation === 'ROW'
                      ? 'Fires once for each row the statement changes.'
                      : 'Fires once for each statement, whatever the rows it changes.'
                  }
                >
                  {orientation}
                </Radio>
              ))}
            </RadioGroup>
            <RadioGroup
              label="Activation"
              value={form.activation}
              onChange={(activation) =>
                set({ activation: activation as TriggerForm['activation'] })
              }
              errorMessage={errors.activation}
              isDisabled={isEdit}
            >
              {ACTIVATIONS.map((activation) => (
                <Radio key={activation} value={activation}>
                  {activation}
                </Radio>
              ))}
            </RadioGroup>
            <Select
              label="Enabled mode"
              description={ENABLED_MODES.find((m) => m.mode === form.enabledMode)?.description}
              value={form.enabledMode}
              onChange={(mode) => set({ enabledMode: (mode ?? 'ORIGIN') as EnabledMode })}
            >
              {ENABLED_MODES.map(({ mode }) => (
                <SelectItem key={mode} id={mode} textValue={mode}>
                  {mode}
                </SelectItem>
              ))}
            </Select>
            <Box display="flex" flexDirection="column" gap="xsmall">
              <Box as="span" fontWeight="medium" fontSize="small">
                Function to trigger
              </Box>
              <div className={css.chosenFunction}>
                <span aria-label="Chosen function">
                  {form.functionName ? `${form.functionSchema}.${form.functionName}` : 'None'}
                </span>
                <Button size="small" isDisabled={isEdit} onPress={() => setPicking(true)}>
                  {form.functionName ? 'Change function' : 'Choose a function to trigger'}
                </Button>
              </div>
              {errors.function && (
                <p role="alert" className={css.fieldError}>
                  {errors.function}
                </p>
              )}
            </Box>
          </Box>
        </form>
      </SidePanel>
      {picking && (
        <FunctionPicker
          onClose={() => setPicking(false)}
          onPick={(fn) => {
            set({ functionName: fn.name, functionSchema: fn.schema });
            setPicking(false);
          }}
        />
      )}
      {discarding && (
        <AlertDialog
          title="Discard changes?"
          confirmLabel="Discard"
          tone="critical"
          isOpen
          onOpenChange={(open) => open || setDiscarding(false)}
          onConfirm={onClose}
        >
          <p>The changes you made to this trigger will be lost.</p>
        </AlertDialog>
      )}
    </>
  );
}
