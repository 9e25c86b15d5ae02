import { RequirePermission, type Policy } from '@atrium/core/plugin-api';
import { Box, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useState } from 'react';
import { useBuckets } from '../data/buckets-queries.js';
import { useStoragePolicies } from '../data/policies-queries.js';
import { StorageLayout } from '../layout/StorageLayout.js';
import { BucketPolicyModal } from './BucketPolicyModal.js';
import { DeletePolicyDialog } from './DeletePolicyDialog.js';
import { groupStoragePolicies, policyCount } from './group-policies.js';
import { PolicyCard } from './PolicyCard.js';
import type { PolicyTarget } from './policy-target.js';

interface Editing {
  readonly target: PolicyTarget;
  readonly title: string;
  readonly policy?: Policy;
}

const OTHER_OBJECTS = 'Other policies under storage.objects';
const BUCKETS_TABLE = 'Policies under storage.buckets';

/**
 * `/project/{ref}/storage/policies` (spec 2.9): a card per bucket with the `storage.objects`
 * policies that name it, then the object policies tied to no bucket and those on
 * `storage.buckets`, each with the bucket policy modal and delete.
 */
export function StoragePoliciesPage() {
  return (
    <RequirePermission
      action="storage:admin:read"
      resource="objects"
      description="view the storage policies of this project"
    >
      <StorageLayout>
        <Box display="flex" flexDirection="column" gap="large" padding="large">
          <Box as="h1" margin="none" fontSize="large" fontWeight="strong">
            Storage policies
          </Box>
          <PolicyCards />
        </Box>
      </StorageLayout>
    </RequirePermission>
  );
}

function PolicyCards() {
  const buckets = useBuckets();
  const policies = useStoragePolicies();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);

  if (buckets.error)
    return (
      <ErrorPanel
        headingLevel={2}
        title="Failed to fetch buckets"
        message={buckets.error.message}
      />
    );
  if (policies.error) {
    return (
      <ErrorPanel
        headingLevel={2}
        title="Failed to retrieve policies"
        message={policies.error.message}
      />
    );
  }
  if (!buckets.data || !policies.data)
    return <Skeleton count={3} shape="block" label="Loading policies" />;

  const groups = groupStoragePolicies(
    policies.data,
    buckets.data.map((bucket) => bucket.id),
  );
  const open = (target: PolicyTarget, title: string, policy?: Policy) =>
    setEditing({ target, title, policy });
  const other: PolicyTarget = { table: 'objects' };
  const onBuckets: PolicyTarget = { table: 'buckets' };

  return (
    <>
      {buckets.data.length === 0 ? (
        <EmptyState headingLevel={2} title="Create a bucket first to start writing policies!" />
      ) : (
        buckets.data.map((bucket) => {
          const list = groups.byBucket.get(bucket.id) ?? [];
          const target: PolicyTarget = { table: 'objects', bucketId: bucket.id };
          return (
            <PolicyCard
              key={bucket.id}
              title={bucket.name}
              policies={list}
              footer={policyCount(list.length, `in ${bucket.name}`)}
              onNew={() => open(target, bucket.name)}
              onEdit={(policy) => open(target, bucket.name, policy)}
              onDelete={setDeleting}
            />
          );
        })
      )}
      <PolicyCard
        title={OTHER_OBJECTS}
        policies={groups.otherObjects}
        footer={policyCount(groups.otherObjects.length, 'that are not tied to any buckets')}
        onNew={() => open(other, 'storage.objects')}
        onEdit={(policy) => open(other, 'storage.objects', policy)}
        onDelete={setDeleting}
      />
      <PolicyCard
        title={BUCKETS_TABLE}
        policies={groups.bucketsTable}
        footer={policyCount(groups.bucketsTable.length, 'that target your buckets')}
        onNew={() => open(onBuckets, 'storage.buckets')}
        onEdit={(policy) => open(onBuckets, 'storage.buckets', policy)}
        onDelete={setDeleting}
      />
      {editing && (
        <BucketPolicyModal
          key={editing.policy?.id ?? 'new'}
          target={editing.target}
          title={editing.title}
          policy={editing.policy}
          onClose={() => setEditing(null)}
        />
      )}
      <DeletePolicyDialog policy={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
