import type { Policy } from '@atrium/core/plugin-api';
import { Box, Checkbox, ErrorPanel, TextArea, TextField } from '@atrium/design-system';
import { BucketPolicyTester } from './BucketPolicyTester.js';
import { policyChange } from './policy-edit.js';
import {
  acceptedName,
  rolesFrom,
  rolesText,
  STORAGE_OPERATIONS,
  STORAGE_POLICY_NAME_MAX,
  storagePolicyBodies,
  type StorageOperation,
  type StoragePolicyForm,
} from './policy-form.js';
import type { PolicyTarget } from './policy-target.js';

/** Spec 6: what each operation lets storage-js do. */
const OPERATION_USES: Record<StorageOperation, string> = {
  SELECT: 'download, list, createSignedUrl',
  INSERT: 'upload',
  UPDATE: 'update, move (with SELECT)',
  DELETE: 'remove (with SELECT)',
};

/**
 * The editor step (spec 3, 5): name (at most 50 characters), allowed operations, roles and the
 * definition, with the tester below for a bucket's policies. A saved policy keeps its operation.
 */
export function PolicyEditorView({
  form,
  onChange,
  policy,
  target,
  saveError,
}: {
  readonly form: StoragePolicyForm;
  readonly onChange: (form: StoragePolicyForm) => void;
  readonly policy?: Policy;
  readonly target: PolicyTarget;
  readonly saveError?: string;
}) {
  const toggle = (operation: StorageOperation, on: boolean) =>
    onChange({
      ...form,
      allowedOperations: STORAGE_OPERATIONS.filter((op) =>
        op === operation ? on : form.allowedOperations.includes(op),
      ),
    });
  // What the tester runs: the policies this save would make on `storage.objects`, or the edit.
  const complete = form.allowedOperations.length > 0 && form.name.trim() && form.definition.trim();
  const candidates = !complete
    ? null
    : policy
      ? [{ id: policy.id, ...policyChange(policy, form) }]
      : storagePolicyBodies(form, target).map((body) => ({ ...body, table: 'objects' as const }));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {saveError && <ErrorPanel title="The policy was not saved" message={saveError} />}
      <TextField
        label="Policy name"
        value={form.name}
        onChange={(typed) => onChange({ ...form, name: acceptedName(form.name, typed) })}
        description={`${form.name.length}/${STORAGE_POLICY_NAME_MAX}`}
      />
      <Box
        as="fieldset"
        margin="none"
        padding="none"
        borderStyle="none"
        display="flex"
        flexDirection="column"
        gap="small"
      >
        <Box as="legend" fontWeight="medium" paddingBottom="small">
          Allowed operations
        </Box>
        {STORAGE_OPERATIONS.map((operation) => (
          <Checkbox
            key={operation}
            isSelected={form.allowedOperations.includes(operation)}
            isDisabled={policy !== undefined}
            onChange={(on) => toggle(operation, on)}
            description={OPERATION_USES[operation]}
          >
            {operation}
          </Checkbox>
        ))}
      </Box>
      <TextField
        label="Target roles"
        value={rolesText(form.roles)}
        onChange={(text) => onChange({ ...form, roles: rolesFrom(text) })}
        description="Comma-separated; every role (public) when empty"
      />
      <TextArea
        label="Policy definition"
        value={form.definition}
        onChange={(definition) => onChange({ ...form, definition })}
        rows={4}
      />
      {target.table === 'objects' && target.bucketId && (
        <BucketPolicyTester
          bucketId={target.bucketId}
          policies={candidates}
          policyRoles={form.roles}
        />
      )}
    </Box>
  );
}
