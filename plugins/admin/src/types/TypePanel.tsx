import { useId, useState } from 'react';
import { AlertDialog, Box, Button, SidePanel, TextField } from '@atrium/design-system';
import { useCreateEnumType, useUpdateEnumType } from '../data/type-mutations.js';
import type { EnumType } from '../data/type-queries.js';
import { EnumValues } from './EnumValues.js';
import {
  createBody,
  formOf,
  newTypeForm,
  updateBody,
  validateType,
  type TypeForm,
} from './type-form.js';

/**
 * Creates an enumerated type in `schema`, or updates one (`type`): renames it or its values, adds
 * values where they are placed, changes its description. Closing with unsaved changes asks first.
 */
export function TypePanel({
  schema,
  type,
  onClose,
}: {
  schema: string;
  type?: EnumType;
  onClose: () => void;
}) {
  const formId = useId();
  const [initial] = useState<TypeForm>(() => (type ? formOf(type) : newTypeForm()));
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const create = useCreateEnumType();
  const update = useUpdateEnumType();
  const isEdit = type !== undefined;
  const errors = attempted ? validateType(form, isEdit) : {};
  const set = (change: Partial<TypeForm>) => setForm((current) => ({ ...current, ...change }));
  const isDirty = JSON.stringify(form) !== JSON.stringify(initial);
  const requestClose = () => (isDirty ? setDiscarding(true) : onClose());

  const save = async () => {
    setAttempted(true);
    if (Object.keys(validateType(form, isEdit)).length > 0) return;
    try {
      if (type) {
        const change = updateBody(form, type);
        if (Object.keys(change).length > 0) await update.trigger({ id: type.id, json: change });
      } else {
        await create.trigger(createBody(form, schema));
      }
      onClose();
    } catch {
      // The toast said why; the panel keeps what was typed.
    }
  };

  return (
    <>
      <SidePanel
        title={isEdit ? `Update type "${type.name}"` : 'Create a new enumerated type'}
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
              {isEdit ? 'Save type' : 'Create enumerated type'}
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
              label="Name"
              value={form.name}
              onChange={(name) => set({ name })}
              errorMessage={errors.name}
              autoFocus
            />
            <TextField
              label="Description"
              description="Optional"
              value={form.description}
              onChange={(description) => set({ description })}
            />
            <EnumValues
              values={form.values}
              onChange={(values) => set({ values })}
              errors={errors}
              isEdit={isEdit}
            />
          </Box>
        </form>
      </SidePanel>
      {discarding && (
        <AlertDialog
          title="Discard changes?"
          confirmLabel="Discard"
          tone="critical"
          isOpen
          onOpenChange={(open) => open || setDiscarding(false)}
          onConfirm={onClose}
        >
          <p>The changes you made to this enumerated type will be lost.</p>
        </AlertDialog>
      )}
    </>
  );
}
