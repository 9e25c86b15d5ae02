import { Box, Button, Dialog, Select, SelectItem, TextField } from '@atrium/design-system';
import { extensionKeys, schemaKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { useState } from 'react';
import { extensionMessages, type EnableRequest, type Extension } from './extension.js';

/** The dialog's choice for a schema that does not exist yet. */
const NEW_SCHEMA = '__create_new_schema__';
/** Where the dashboard installs extensions unless told otherwise. */
const DEFAULT_SCHEMA = 'extensions';

export interface EnableExtensionDialogProps {
  extension: Extension;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Rejects to keep the dialog open (the caller shows why). */
  onEnable: (request: EnableRequest) => Promise<void>;
}

/** Spec section 4: enabling goes through a schema choice (an existing schema or a new one) and a version. */
export function EnableExtensionDialog({
  extension,
  isOpen,
  onOpenChange,
  onEnable,
}: EnableExtensionDialogProps) {
  const schemas = useProjectQuery(isOpen ? schemaKeys.list() : null, (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
  // The available versions come from a SQL read of pg_available_extension_versions (spec section 7).
  const versions = useProjectQuery(
    isOpen ? extensionKeys.versions(extension.name) : null,
    (pgMeta) =>
      pgMeta.programmability.extensions[':name'].versions.$get({
        param: { name: extension.name },
      }),
  );
  const [schema, setSchema] = useState(DEFAULT_SCHEMA);
  const [newSchema, setNewSchema] = useState('');
  const [version, setVersion] = useState(extension.default_version);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const creating = schema === NEW_SCHEMA;
  const missingName = creating && newSchema.trim() === '';
  const schemaNames = [...new Set([DEFAULT_SCHEMA, ...(schemas.data ?? []).map((s) => s.name)])];

  async function submit() {
    setSubmitted(true);
    if (missingName) return;
    setPending(true);
    try {
      await onEnable({
        schema: creating ? newSchema.trim() : schema,
        version,
        createSchema: creating,
      });
      onOpenChange(false);
    } catch {
      // The caller has said why; the dialog stays open for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Confirm to enable ${extension.name}`}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="solid" tone="accent" isPending={pending} onPress={() => void submit()}>
            Enable extension
          </Button>
        </>
      )}
    >
      <Box display="flex" flexDirection="column" gap="large">
        <Select
          label="Select a schema to enable the extension for"
          value={schema}
          onChange={(key) => setSchema(String(key))}
        >
          {[
            ...schemaNames.map((name) => (
              <SelectItem key={name} id={name}>
                {name}
              </SelectItem>
            )),
            <SelectItem key={NEW_SCHEMA} id={NEW_SCHEMA}>
              Create a new schema
            </SelectItem>,
          ]}
        </Select>
        {creating && (
          <TextField
            label="Schema name"
            value={newSchema}
            onChange={setNewSchema}
            isInvalid={submitted && missingName}
            errorMessage={submitted && missingName ? extensionMessages.schemaRequired : undefined}
          />
        )}
        <Select label="Version" value={version} onChange={(key) => setVersion(String(key))}>
          {(versions.data ?? [extension.default_version]).map((v) => (
            <SelectItem key={v} id={v}>
              {v}
            </SelectItem>
          ))}
        </Select>
      </Box>
    </Dialog>
  );
}
