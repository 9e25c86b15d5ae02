import { lazy, Suspense, useId, useState } from 'react';
import {
  AlertDialog,
  Box,
  Button,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  SidePanel,
  Skeleton,
  TextField,
} from '@atrium/design-system';
import { useCreateFunction, useUpdateFunction } from '../data/function-mutations.js';
import { useInstalledExtensions, type DbFunction } from '../data/function-queries.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ConfigParams } from './ConfigParams.js';
import { FunctionArguments } from './FunctionArguments.js';
import {
  BEHAVIORS,
  createBody,
  formOf,
  languageOptions,
  needsSearchPath,
  newFunctionForm,
  RETURN_TYPES,
  updateBody,
  validateFunction,
  type Behavior,
  type FunctionForm,
} from './function-form.js';
import * as css from './functions.css.js';

// CodeMirror is heavy: it loads with the panel, not with the list.
const CodeEditor = lazy(async () => ({
  default: (await import('@atrium/design-system/lazy/CodeEditor/CodeEditor')).CodeEditor,
}));

export const SEARCH_PATH_WARNING =
  'A security definer function runs with its owner’s privileges. Set its search_path ' +
  '(a configuration parameter, such as search_path = "") so a caller cannot put their own ' +
  'objects in its way.';

/**
 * Creates a function, or edits one (`fn`): in edit mode only the name, schema and definition can
 * change (spec section 4), the rest is shown locked. Closing with unsaved changes asks first.
 */
export function FunctionPanel({
  schema,
  fn,
  onClose,
}: {
  schema: string;
  fn?: DbFunction;
  onClose: () => void;
}) {
  const formId = useId();
  const definitionError = useId();
  const [initial] = useState<FunctionForm>(() => (fn ? formOf(fn) : newFunctionForm(schema)));
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const installed = useInstalledExtensions();
  const create = useCreateFunction();
  const update = useUpdateFunction();
  const isEdit = fn !== undefined;
  const errors = attempted ? validateFunction(form) : {};
  const set = (change: Partial<FunctionForm>) => setForm((current) => ({ ...current, ...change }));
  const isDirty = JSON.stringify(form) !== JSON.stringify(initial);
  const requestClose = () => (isDirty ? setDiscarding(true) : onClose());

  const save = async () => {
    setAttempted(true);
    if (Object.keys(validateFunction(form)).length > 0) return;
    try {
      if (fn) await update.trigger({ id: fn.id, json: updateBody(form, fn) });
      else await create.trigger(createBody(form));
      onClose();
    } catch {
      // The toast said why; the panel keeps what was typed.
    }
  };

  return (
    <>
      <SidePanel
        title={isEdit ? `Edit function ${fn.name}` : 'Add a new function'}
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
              {isEdit ? 'Save function' : 'Create function'}
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
              label="Name of function"
              value={form.name}
              onChange={(name) => set({ name })}
              errorMessage={errors.name}
              autoFocus
            />
            <SchemaPicker schema={form.schema} onChange={(picked) => set({ schema: picked })} />
            <Select
              label="Return type"
              value={form.returnType}
              onChange={(type) => set({ returnType: String(type ?? 'void') })}
              isDisabled={isEdit}
            >
              {[...new Set([...RETURN_TYPES, form.returnType])].map((type) => (
                <SelectItem key={type} id={type} textValue={type}>
                  {type}
                </SelectItem>
              ))}
            </Select>
            <FunctionArguments
              args={form.args}
              onChange={(args) => set({ args })}
              errors={errors}
              isDisabled={isEdit}
            />
            <Box display="flex" flexDirection="column" gap="xsmall">
              <Box as="span" fontWeight="medium" fontSize="small">
                Definition
              </Box>
              <Suspense fallback={<Skeleton count={1} label="Loading the definition editor" />}>
                <CodeEditor
                  aria-label="Definition"
                  value={form.definition}
                  onChange={(definition) => set({ definition })}
                  placeholder="begin ... end;"
                  aria-describedby={errors.definition ? definitionError : undefined}
                  UNSAFE_className={css.definitionEditor}
                />
              </Suspense>
              {errors.definition && (
                <p id={definitionError} role="alert" className={css.fieldError}>
                  {errors.definition}
                </p>
              )}
            </Box>
            <Box as="h3" margin="none" fontSize="standard" fontWeight="strong">
              Advanced settings
            </Box>
            <Select
              label="Language"
              value={form.language}
              onChange={(language) => set({ language: String(language ?? 'plpgsql') })}
              isDisabled={isEdit}
            >
              {languageOptions(installed, form.language).map((language) => (
                <SelectItem key={language} id={language} textValue={language}>
                  {language}
                </SelectItem>
              ))}
            </Select>
            <RadioGroup
              label="Behavior"
              value={form.behavior}
              onChange={(behavior) => set({ behavior: behavior as Behavior })}
              isDisabled={isEdit}
            >
              {BEHAVIORS.map((behavior) => (
                <Radio key={behavior} value={behavior}>
                  {behavior}
                </Radio>
              ))}
            </RadioGroup>
            <RadioGroup
              label="Type of security"
              value={form.securityDefiner ? 'definer' : 'invoker'}
              onChange={(security) => set({ securityDefiner: security === 'definer' })}
              isDisabled={isEdit}
            >
              <Radio value="invoker">SECURITY INVOKER</Radio>
              <Radio value="definer">SECURITY DEFINER</Radio>
            </RadioGroup>
            {needsSearchPath(form) && (
              <p role="note" aria-label="Security definer warning" className={css.warning}>
                {SEARCH_PATH_WARNING}
              </p>
            )}
            <ConfigParams
              params={form.configParams}
              onChange={(configParams) => set({ configParams })}
              errors={errors}
              isDisabled={isEdit}
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
          <p>The changes you made to this function will be lost.</p>
        </AlertDialog>
      )}
    </>
  );
}
