import { useState } from 'react';
import { Box, Button, EmptyState, ErrorPanel, Table } from '@atrium/design-system';
import type { ApiClient } from '@atrium/api/client';
import { useApiQuery } from '../plugin-api/use-api.js';
import { auditColumns, type AuditEntry } from './audit-columns.js';

const PAGE = 50;
const entryId = (entry: AuditEntry) => entry.id;
const NONE: AuditEntry[] = [];

/** One page's query, as the audit routes take it: `limit` and `offset`. */
export type AuditPageQuery = { limit: string; offset: string };

/**
 * An audit log, newest first, fifty entries a page: the table with its loading, empty and error
 * states, and Newer/Older paging. Shared by the account's and the organization's audit pages,
 * which differ only in the route they read.
 */
export function AuditLog({
  cacheKey,
  fetchPage,
  errorTitle,
}: {
  /** The SWR key of this log; the page's offset is appended. */
  cacheKey: readonly unknown[];
  fetchPage: (
    api: ApiClient,
    query: AuditPageQuery,
  ) => ReturnType<ApiClient['platform']['profile']['audit']['$get']>;
  errorTitle: string;
}) {
  const [offset, setOffset] = useState(0);
  const page = useApiQuery([...cacheKey, offset], (api) =>
    fetchPage(api, { limit: String(PAGE), offset: String(offset) }),
  );
  return (
    <>
      {page.error ? (
        <ErrorPanel
          title={errorTitle}
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
    </>
  );
}
