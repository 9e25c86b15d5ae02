import { Gate, usePgMeta } from '@atrium/core/plugin-api';
import {
  Box,
  Button,
  PolicyTestPanel,
  Table,
  tableColumnHelper,
  TextField,
  type PolicyTestSubject,
} from '@atrium/design-system';
import { useState } from 'react';
import {
  testStoragePolicies,
  type FileAccess,
  type StoragePolicyTestRequest,
} from '../data/policy-test.js';

export const TEST_STORAGE_POLICY_DENIED =
  'You need additional permissions to test storage policies';

const col = tableColumnHelper<FileAccess>();
const verdict = (allowed: boolean) => (allowed ? 'Allowed' : 'Refused');
const columns = [
  col.accessor('name', { header: 'File', size: 260 }),
  col.accessor((file) => (file.exists ? verdict(file.read) : 'New file'), {
    id: 'read',
    header: 'List and read',
  }),
  col.accessor((file) => verdict(file.upload), { id: 'upload', header: 'Upload' }),
  col.accessor((file) => (file.exists ? verdict(file.remove) : 'New file'), {
    id: 'remove',
    header: 'Delete',
  }),
];

/**
 * Beyond the spec: before saving, which files of the bucket a role (or a user, by id) could list
 * and read, upload to and delete under the policies being edited, and whether it could upload to
 * a new path. The server tries each as the storage service runs it, in a transaction it rolls
 * back.
 */
export function BucketPolicyTester({
  bucketId,
  policies,
  policyRoles,
}: {
  readonly bucketId: string;
  /** The policies as they would be saved; null while the form is incomplete. */
  readonly policies: StoragePolicyTestRequest['policies'] | null;
  readonly policyRoles: readonly string[];
}) {
  const { pgMeta } = usePgMeta();
  const [newPath, setNewPath] = useState('');
  const [result, setResult] = useState<{ role: string; files: FileAccess[]; capped: boolean }>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  async function run({ role, claims }: PolicyTestSubject) {
    if (!policies) return;
    setRunning(true);
    setError(undefined);
    try {
      const data = await testStoragePolicies(pgMeta, {
        bucket_id: bucketId,
        policies,
        role,
        claims,
        new_paths: newPath.trim() ? [newPath.trim()] : [],
      });
      setResult({ role, files: data.files, capped: data.files_capped });
    } catch (e) {
      setResult(undefined);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  }

  return (
    <PolicyTestPanel
      description="See which files of this bucket a role could list, read, upload to or delete with these policies in place. The database tries each in a transaction that is rolled back: nothing is saved."
      policyRoles={policyRoles}
      onRun={(subject) => void run(subject)}
      error={error}
      renderRun={(start) => (
        <Box display="flex" alignItems="flex-end" gap="medium" flexWrap="wrap">
          <TextField
            label="Also try uploading to"
            value={newPath}
            onChange={setNewPath}
            placeholder="folder/new-file.jpg"
          />
          <Gate
            action="sql:admin:write"
            resource="policies"
            deniedTooltip={TEST_STORAGE_POLICY_DENIED}
          >
            {(allowed) => (
              <Button isDisabled={!allowed || !policies} isPending={running} onPress={start}>
                Run test
              </Button>
            )}
          </Gate>
        </Box>
      )}
    >
      {result && (
        <Box display="flex" flexDirection="column" gap="small">
          <Box as="p" role="status" margin="none" fontWeight="medium">
            {result.files.length === 0
              ? `The bucket has no files to test ${result.role} on`
              : `What ${result.role} could do with ${result.capped ? 'the first ' : ''}${result.files.length} ${result.files.length === 1 ? 'file' : 'files'}`}
          </Box>
          {result.files.length > 0 && (
            <Table
              aria-label={`Files as ${result.role}`}
              columns={columns}
              data={result.files}
              getRowId={(file) => `${file.exists ? 'file' : 'new'}:${file.name}`}
              height={240}
            />
          )}
        </Box>
      )}
    </PolicyTestPanel>
  );
}
