import { RequirePermission } from '@atrium/core/plugin-api';
import { EmptyState } from '@atrium/design-system';
import { StorageLayout } from '../layout/StorageLayout.js';

/**
 * `/project/{ref}/storage/buckets` (spec 2.1): the storage sidebar beside a prompt to pick a
 * bucket; where the user lands after deleting one.
 */
export function BucketsPage() {
  return (
    <RequirePermission
      action="storage:admin:read"
      resource="buckets"
      description="view buckets from this project"
    >
      <StorageLayout>
        <EmptyState
          headingLevel={1}
          title="Storage"
          description="Select a bucket to view its files, or create a new one."
        />
      </StorageLayout>
    </RequirePermission>
  );
}
