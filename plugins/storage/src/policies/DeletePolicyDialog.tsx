import type { Policy } from '@atrium/core/plugin-api';
import { AlertDialog, Box, CodeBlock } from '@atrium/design-system';
import { useDeleteStoragePolicy } from '../data/policies-mutations.js';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The statement the delete runs, shown before it runs (the API builds its own from the id). */
export const dropPolicySql = (policy: Pick<Policy, 'name' | 'schema' | 'table'>) =>
  `DROP POLICY ${quoted(policy.name)} ON ${quoted(policy.schema)}.${quoted(policy.table)};`;

/** Spec 2.9: 'Confirm to delete policy', with the SQL it runs. */
export function DeletePolicyDialog({
  policy,
  onClose,
}: {
  readonly policy: Policy | null;
  readonly onClose: () => void;
}) {
  const remove = useDeleteStoragePolicy();
  return (
    <AlertDialog
      isOpen={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirm to delete policy"
      confirmLabel="Delete"
      tone="critical"
      onConfirm={async () => {
        await remove.trigger(policy!.id);
        onClose();
      }}
    >
      {policy && (
        <Box display="flex" flexDirection="column" gap="small">
          <span>This is permanent! Are you sure you want to delete the policy {policy.name}?</span>
          <CodeBlock language="sql" code={dropPolicySql(policy)} />
        </Box>
      )}
    </AlertDialog>
  );
}
