import type { Policy } from '@atrium/core/plugin-api';
import { Box, CodeBlock, Skeleton } from '@atrium/design-system';
import { useStoragePolicyPreview } from '../data/policies-queries.js';
import { policyChange } from './policy-edit.js';
import type { StoragePolicyBody, StoragePolicyForm } from './policy-form.js';

/**
 * The review step (spec 4, 5): the spec's review errors, or the SQL each policy's save will run,
 * from the server's own builders, one statement per allowed operation.
 */
export function PolicyReviewView({
  errors,
  bodies,
  policy,
  form,
}: {
  readonly errors: readonly string[];
  readonly bodies: readonly StoragePolicyBody[];
  readonly policy?: Policy;
  readonly form: StoragePolicyForm;
}) {
  if (errors.length > 0) {
    return (
      <Box role="alert">
        <Box as="ul" aria-label="Review errors" margin="none" paddingLeft="large" color="critical">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Box>
      </Box>
    );
  }
  const requests = policy ? [{ id: policy.id, ...policyChange(policy, form) }] : bodies;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box as="p" margin="none" fontSize="small" color="textMuted">
        This is the SQL that will run when you save the policy:
      </Box>
      {requests.map((request, index) => (
        <PreviewSql key={index} request={request} />
      ))}
    </Box>
  );
}

function PreviewSql({ request }: { readonly request: StoragePolicyBody | { id: number } }) {
  const preview = useStoragePolicyPreview(request);
  if (preview.error) {
    return (
      <Box as="p" role="alert" margin="none" color="critical">
        {preview.error.message}
      </Box>
    );
  }
  if (!preview.data) return <Skeleton count={2} label="Loading the SQL to run" />;
  return <CodeBlock code={preview.data.sql} language="SQL" isWrapped aria-label="Policy SQL" />;
}
