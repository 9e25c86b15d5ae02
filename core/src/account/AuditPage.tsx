import { useState } from 'react';
import { Box, Button, EmptyState, ErrorPanel, Table } from '@atrium/design-system';
import { PageHeader } from '../pages/PageHeader.js';
import { useApiQuery } from '../plugin-api/use-api.js';
import { auditColumns, type AuditEntry } from './audit-columns.js';

const PAGE = 50;
const entryId = (entry: AuditEntry) => entry.id;
const NONE: AuditEntry[] = [];

/** `/account/audit`: the changes the signed-in user made through the API, newest first. */
export function AuditPage() {
  const [offset, setOffset] = useState(0);
  const page = useApiQuery(['account', 'audit', offset], (api) =>
    api.platform.profile.audit.$get({ query: { limit: String(PAGE), offset: String(offset) } }),
  );
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large" height="100%">
      <PageHeader
        title="Audit Logs"
        description="Every change you made through the API: when, from where, what, and how it ended."
      />
      {page.error ? (
        <ErrorPanel
          title="Failed to load your audit log"
          message={page.error.message}
          code={page.error.status}
          onRetry={() => void page.mutate()}
        />
      ) : (
        <Table
          aria-label="Audit log"
          columns={auditColumns}
          data={page.data?.entries ?? NONE}
          getRowId={entryId}
          isLoading={page.isLoading}
          height={480}
          emptyState={<EmptyState title="No changes yet" framed={false} />}
        />
      )}
      <Box display="flex" gap="small">
        <Button isDisabled={offset === 0} onPress={() => setOffset(Math.max(0, offset - PAGE))}>
          Newer
        </Button>
        <Button isDisabled={!page.data?.has_more} onPress={() => setOffset(offset + PAGE)}>
          Older
        </Button>
      </Box>
    </Box>
  );
}
