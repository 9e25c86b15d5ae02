import { useCallback, useState } from 'react';
import { Badge, Box, Button, TextField } from '@atrium/design-system';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from './AccountPage.css.js';
import { useAccountRequest } from './use-account-request.js';

/** A verified authenticator app as auth-js lists it. */
export interface VerifiedFactor {
  readonly id: string;
  readonly friendly_name?: string;
}

export const factorName = (factor: VerifiedFactor) => factor.friendly_name ?? 'Authenticator app';

/**
 * One verified authenticator app: its name, which can be changed in place
 * (`PATCH /auth/v1/factors/{id}`), and its removal, which the page confirms.
 */
export function FactorRow({
  factor,
  onRenamed,
  onRemove,
}: {
  factor: VerifiedFactor;
  onRenamed: () => void;
  onRemove: () => void;
}) {
  const request = useAccountRequest();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const current = factorName(factor);

  const rename = useCallback(async () => {
    await request(`/auth/v1/factors/${encodeURIComponent(factor.id)}`, 'PATCH', {
      friendly_name: name.trim(),
    });
    setEditing(false);
    onRenamed();
  }, [request, factor.id, name, onRenamed]);
  const renaming = useSubmit(rename);

  if (editing) {
    return (
      <form className={styles.stack} onSubmit={renaming.onSubmit} aria-label={`Rename ${current}`}>
        <TextField
          label="New name"
          name="factor-name"
          isRequired
          autoFocus
          validate={(value) => (value.trim() ? undefined : 'Required')}
          value={name}
          onChange={setName}
        />
        <FormFailure message={renaming.failure} />
        <Box display="flex" gap="small">
          <Button type="submit" variant="solid" tone="accent" isPending={renaming.pending}>
            Save name
          </Button>
          <Button onPress={() => setEditing(false)}>Cancel</Button>
        </Box>
      </form>
    );
  }
  return (
    <div className={styles.row}>
      <Box display="flex" alignItems="center" gap="small">
        <span>{current}</span>
        <Badge tone="positive">Verified</Badge>
      </Box>
      <Box display="flex" gap="small">
        <Button
          size="small"
          aria-label={`Rename ${current}`}
          onPress={() => {
            setName(current);
            setEditing(true);
          }}
        >
          Rename
        </Button>
        <Button size="small" tone="critical" aria-label={`Remove ${current}`} onPress={onRemove}>
          Remove
        </Button>
      </Box>
    </div>
  );
}
