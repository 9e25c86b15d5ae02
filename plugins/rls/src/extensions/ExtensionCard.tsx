import { AlertDialog, Badge, Box, Switch } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from './ExtensionCard.css.js';
import { EnableExtensionDialog } from './EnableExtensionDialog.js';
import type { Extension } from './extension.js';
import { extensionWarning } from './extension-warnings.js';
import { useExtensionActions } from './use-extension-actions.js';

export const TOGGLE_EXTENSION_DENIED = 'You need additional permissions to toggle extensions';

export interface ExtensionCardProps {
  extension: Extension;
  /** Called after the extension was turned on or off, to refresh the list it came from. */
  onChanged?: () => void;
  /** Where its documentation is; Postgres's search by default. */
  docsUrl?: string;
  /** The project's hosting provider, for provider-specific warnings; none when self-hosted. */
  hostingProvider?: string;
}

/**
 * One extension: name, version, docs link, on/off switch, description and schema badge. Turning
 * it on goes through the schema dialog; turning it off, through a confirmation. It depends only on
 * its props and the plugin API, so any plugin listing extensions can render it.
 */
export function ExtensionCard({
  extension,
  onChanged,
  docsUrl,
  hostingProvider,
}: ExtensionCardProps) {
  const actions = useExtensionActions(onChanged);
  const [enabling, setEnabling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const isOn = extension.installed_version !== null;
  const warning = extensionWarning(extension.name, hostingProvider);
  const docs =
    docsUrl ?? `https://www.postgresql.org/search/?q=${encodeURIComponent(extension.name)}`;
  return (
    <Box
      as="article"
      aria-label={extension.name}
      display="flex"
      flexDirection="column"
      gap="small"
      padding="large"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="large"
      background="surface"
    >
      <Box display="flex" alignItems="center" gap="small">
        <Box as="h3" margin="none" fontSize="standard" fontWeight="strong" fontFamily="code">
          {extension.name}
        </Box>
        <Box as="span" fontSize="small" color="textMuted">
          {extension.installed_version ?? extension.default_version}
        </Box>
        <Box flexGrow={1} />
        <Gate
          action="sql:admin:write"
          resource="extensions"
          deniedTooltip={TOGGLE_EXTENSION_DENIED}
        >
          {(allowed) => (
            <Switch
              isDisabled={!allowed}
              isSelected={isOn}
              onChange={() => (isOn ? setDisabling(true) : setEnabling(true))}
            >
              <span className={visuallyHidden}>{extension.name}</span>
            </Switch>
          )}
        </Gate>
      </Box>
      {extension.comment && (
        <Box as="p" margin="none" fontSize="small" color="textMuted">
          {extension.comment}
        </Box>
      )}
      <Box display="flex" alignItems="center" gap="small">
        {isOn && extension.schema && <Badge tone="info">{`schema: ${extension.schema}`}</Badge>}
        <Link href={docs} target="_blank" rel="noreferrer">
          Docs
        </Link>
      </Box>
      {warning && (
        <Box
          as="p"
          role="note"
          margin="none"
          padding="small"
          background="cautionSoft"
          color="caution"
          fontSize="small"
        >
          {warning}
        </Box>
      )}
      <EnableExtensionDialog
        extension={extension}
        isOpen={enabling}
        onOpenChange={setEnabling}
        onEnable={(request) => actions.enable(extension, request)}
      />
      <AlertDialog
        isOpen={disabling}
        onOpenChange={setDisabling}
        title={`Confirm to disable ${extension.name}`}
        confirmLabel="Disable"
        tone="critical"
        onConfirm={() => actions.disable(extension)}
      >
        {`Are you sure you want to turn OFF the "${extension.name}" extension?`}
      </AlertDialog>
    </Box>
  );
}
