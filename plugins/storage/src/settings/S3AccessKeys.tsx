import { useState } from 'react';
import { Gate } from '@atrium/core/plugin-api';
import { AlertDialog, Button, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useS3Credentials } from '../data/s3-credentials-queries.js';
import { useRevokeS3Credential } from '../data/s3-credentials-mutations.js';
import { NewAccessKeyDialog } from './NewAccessKeyDialog.js';
import * as css from './StorageSettings.css.js';

type AccessKey = NonNullable<ReturnType<typeof useS3Credentials>['data']>[number];

/** The project's S3 access keys (never a secret), a new one, and revoking one once confirmed. */
export function S3AccessKeys() {
  const keys = useS3Credentials();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessKey | null>(null);
  return (
    <>
      <div>
        <Gate
          action="storage:admin:write"
          resource="credentials"
          deniedTooltip="You need additional permissions to create access keys"
        >
          {(allowed) => (
            <Button isDisabled={!allowed} onPress={() => setCreating(true)}>
              New access key
            </Button>
          )}
        </Gate>
      </div>
      {keys.error ? (
        <ErrorPanel
          headingLevel={3}
          title="Failed to retrieve the access keys"
          message={keys.error.message}
        />
      ) : !keys.data ? (
        <Skeleton count={2} label="Loading the access keys" />
      ) : keys.data.length === 0 ? (
        <p className={css.hint}>No access keys yet.</p>
      ) : (
        <ul className={css.keyList} aria-label="Access keys">
          {keys.data.map((key) => (
            <li key={key.id} className={css.keyRow}>
              <div className={css.keyText}>
                <span>{key.description}</span>
                <span className={css.mono}>{key.access_key}</span>
                <span className={css.hint}>
                  Created {new Date(key.created_at).toLocaleString('en-US')}
                </span>
              </div>
              <Gate
                action="storage:admin:write"
                resource="credentials"
                deniedTooltip="You need additional permissions to revoke access keys"
              >
                {(allowed) => (
                  <Button
                    size="small"
                    tone="critical"
                    isDisabled={!allowed}
                    aria-label={`Revoke ${key.description}`}
                    onPress={() => setRevoking(key)}
                  >
                    Revoke
                  </Button>
                )}
              </Gate>
            </li>
          ))}
        </ul>
      )}
      {creating && <NewAccessKeyDialog onClose={() => setCreating(false)} />}
      {revoking && <RevokeDialog accessKey={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

function RevokeDialog({
  accessKey,
  onClose,
}: {
  readonly accessKey: AccessKey;
  readonly onClose: () => void;
}) {
  const revoke = useRevokeS3Credential();
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Revoke access key "${accessKey.description}"`}
      confirmLabel="Revoke"
      tone="critical"
      onConfirm={async () => {
        await revoke.trigger(accessKey.id);
        onClose();
      }}
    >
      S3 clients signing with {accessKey.access_key} will be refused from now on. This cannot be
      undone.
    </AlertDialog>
  );
}
