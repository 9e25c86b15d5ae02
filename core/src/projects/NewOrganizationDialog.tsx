import { useCallback, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Box, Button, Dialog, FormDialogActions, TextField } from '@atrium/design-system';
import { readJson, useApiClient } from '../plugin-api/use-api.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import { nameProblem } from './name-rule.js';
import { platformKeys } from './platform-queries.js';

/**
 * "New organization": a dialog asking for the name. A refusal is shown in the dialog, which stays
 * open with the name as typed; on success the organization joins the projects page, its creator
 * as its Owner.
 */
export function NewOrganizationDialog() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const formId = useId();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');

  const create = useCallback(async () => {
    await readJson(await api.platform.organizations.$post({ json: { name: name.trim() } }));
    await mutate(platformKeys.organizations);
    setOpen(false);
  }, [api, mutate, name]);
  const { pending, failure, onSubmit } = useSubmit(create);

  const openChange = (open: boolean) => {
    // Each opening starts afresh; a failed attempt's name stays until the dialog is closed.
    if (open) setName('');
    setOpen(open);
  };

  return (
    <Dialog
      trigger={
        <Button variant="solid" tone="accent">
          New organization
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={openChange}
      title="New organization"
      footer={(close) => (
        <FormDialogActions
          close={close}
          formId={formId}
          submitLabel="Create organization"
          isPending={pending}
        />
      )}
    >
      <form id={formId} onSubmit={onSubmit} aria-label="New organization">
        <Box display="flex" flexDirection="column" gap="medium">
          <TextField
            label="Name"
            autoFocus
            isRequired
            description="You become its Owner, and can invite the rest of your team."
            validate={(value) => nameProblem(value, 'organization')}
            value={name}
            onChange={setName}
          />
          <FormFailure message={failure} />
        </Box>
      </form>
    </Dialog>
  );
}
