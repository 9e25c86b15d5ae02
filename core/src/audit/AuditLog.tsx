import { useState } from 'react';
import { Box, Button, EmptyState, ErrorPanel, Table } from '@atrium/design-system';
import type { ApiClient } from '@atrium/api/client';
import { readJson, useApiClient, useApiQuery } from '../plugin-api/use-api.js';
import {
  AuditFilterBar,
  filterQuery,
  NO_FILTERS,
  type AuditFilterValues,
} from './AuditFilterBar.js';
import { auditColumns, type AuditEntry } from './audit-columns.js';
import { downloadBlob } from '../plugin-api/download-blob.js';

const PAGE = 50;
const entryId = (entry: AuditEntry) => entry.id;
const NONE: AuditEntry[] = [];

/** The filters' query, as the audit routes and their CSV exports take it. */
export type AuditFilterQuery = ReturnType<typeof filterQuery>;

/** One page's query, as the audit routes take it: `limit`, `offset` and the filters. */
export type AuditPageQuery = { limit: string; offset: string } & AuditFilterQuery;

/**
 * An audit log, newest first, fifty entries a page: filters, 'Export CSV' (every entry the
 * filters keep), the table with its loading, empty and error states, and Newer/Older paging.
 * Shared by the account's and the organization's audit pages, which differ only in the routes
 * they read.
 */
export function AuditLog({
  cacheKey,
  fetchPage,
  fetchCsv,
  fileName,
  errorTitle,
}: {
  /** The SWR key of this log; the page's offset is appended. */
  cacheKey: readonly unknown[];
  fetchPage: (
    api: ApiClient,
    query: AuditPageQuery,
  ) => ReturnType<ApiClient['platform']['profile']['audit']['$get']>;
  /** The same entries, every one the filters keep, as the CSV route answers them. */
  fetchCsv: (api: ApiClient, query: AuditFilterQuery) => Promise<Response>;
  fileName: string;
  errorTitle: string;
}) {
  const [offset, setOffset] = useState(0);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [exportError, setExportError] = useState<string>();
  const api = useApiClient();
  const query = filterQuery(filters);
  const page = useApiQuery([...cacheKey, offset, query], (client) =>
    fetchPage(client, { limit: String(PAGE), offset: String(offset), ...query }),
  );
  const exportCsv = async () => {
    setExportError(undefined);
    try {
      const response = await fetchCsv(api, query);
      if (!response.ok) await readJson(response);
      downloadBlob(await response.blob(), fileName);
    } catch (error) {
      setExportError((error as Error).message);
    }
  };
  return (
    <>
      <Box display="flex" gap="small" alignItems="flex-end" justifyContent="space-between">
        <AuditFilterBar
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setOffset(0);
          }}
        />
        <Button onPress={() => void exportCsv()}>Export CSV</Button>
      </Box>
      {exportError && <ErrorPanel title="Failed to export the audit log" message={exportError} />}
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
          emptyState={
            <EmptyState
              title={
                Object.keys(query).length > 0 ? 'No changes match these filters' : 'No changes yet'
              }
              framed={false}
            />
          }
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
