import { formatFilter, type Filter } from '@atrium/common/filters';
import {
  readJson,
  resources,
  useAccessToken,
  useProjectMutation,
  type PgMetaClient,
} from '@atrium/core/plugin-api';
import { uploadCsv } from '../csv/upload-csv.js';
import {
  impersonationBody,
  impersonationQuery,
  type Impersonation,
} from '../grid/data/impersonation.js';
import type { PrimaryKey, Row } from './rows-queries.js';

/*
 * The grid's writes to a table's rows (api/src/pg-meta/table-rows), each as the role the grid
 * impersonates. The row editor and the import dialog show a refusal themselves, so those have no
 * error toast; the menus' deletes toast theirs here. Each invalidates `table-rows`, so the rows
 * and counts read under any scope are fetched again.
 */

const rowsOf = (pgMeta: PgMetaClient, tableId: number) => ({
  table: pgMeta.relations.tables[':id'],
  param: { id: String(tableId) },
});

const plural = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/** Inserts a row from the row editor (`POST /tables/{id}/rows`). */
export function useInsertRow(tableId: number) {
  return useProjectMutation(
    ({ values, impersonation }: { values: Row; impersonation?: Impersonation }, pgMeta) => {
      const { table, param } = rowsOf(pgMeta, tableId);
      return table.rows.$post({ param, json: { values, ...impersonationBody(impersonation) } });
    },
    { invalidates: [resources.tableRows], errorToast: false },
  );
}

/** One row's changed values, by primary key. */
export interface RowChange {
  readonly primaryKey: PrimaryKey;
  readonly values: Row;
}

const updateRow = (
  pgMeta: PgMetaClient,
  tableId: number,
  { primaryKey, values }: RowChange,
  impersonation: Impersonation | undefined,
) => {
  const { table, param } = rowsOf(pgMeta, tableId);
  return table.rows.$patch({
    param,
    json: { primary_key: primaryKey, values, ...impersonationBody(impersonation) },
  });
};

/** Saves the row editor's changes to one row (`PATCH /tables/{id}/rows`). */
export function useUpdateRow(tableId: number) {
  return useProjectMutation(
    ({ change, impersonation }: { change: RowChange; impersonation?: Impersonation }, pgMeta) =>
      updateRow(pgMeta, tableId, change, impersonation),
    { invalidates: [resources.tableRows], errorToast: false },
  );
}

/** Cell edits to write: each row's changes, and what to do with each row the server returns. */
export interface CellWrites {
  readonly changes: readonly RowChange[];
  readonly impersonation?: Impersonation;
  /** Called as each row is written, so rows written before another's refusal still show. */
  readonly onWritten: (primaryKey: PrimaryKey, row: Row) => void;
}

/**
 * Writes cell edits (an edit, a paste, an undo step), one `PATCH` per row. It invalidates
 * nothing: the grid puts each returned row in place of its old copy, so the page does not refetch
 * and reorder under the cursor. One error toast for the whole step.
 */
export function useUpdateCells(tableId: number) {
  return useProjectMutation(
    async ({ changes, impersonation, onWritten }: CellWrites, pgMeta) => {
      await Promise.all(
        changes.map(async (change) => {
          const response = await updateRow(pgMeta, tableId, change, impersonation);
          onWritten(change.primaryKey, await readJson(response));
        }),
      );
    },
    { invalidates: [], errorToast: 'Failed to update the row' },
  );
}

/** Which rows a delete removes: these keys, the rows matching the filters, or all (TRUNCATE). */
export type RowsToDelete =
  | { readonly keys: readonly PrimaryKey[] }
  | { readonly matching: readonly Filter[] }
  | { readonly all: true; readonly tableName: string };

const deletedMessage = (which: RowsToDelete) =>
  'keys' in which
    ? `Successfully deleted ${plural(which.keys.length)}`
    : 'matching' in which
      ? 'Successfully deleted the matching rows'
      : `Successfully deleted all rows from ${which.tableName}`;

/**
 * Deletes rows (`POST /tables/{id}/rows/delete`, or `POST /tables/{id}/truncate` for all of them,
 * which an impersonated role cannot run).
 */
export function useDeleteRows(tableId: number) {
  return useProjectMutation(
    async (
      { which, impersonation }: { which: RowsToDelete; impersonation?: Impersonation },
      pgMeta,
    ) => {
      const { table, param } = rowsOf(pgMeta, tableId);
      if ('all' in which)
        return readJson(await table.truncate.$post({ param, json: { cascade: false } }));
      const rows =
        'keys' in which
          ? { primary_keys: [...which.keys] }
          : { filters: which.matching.map(formatFilter) };
      return readJson(
        await table.rows.delete.$post({
          param,
          json: { ...rows, ...impersonationBody(impersonation) },
        }),
      );
    },
    {
      invalidates: [resources.tableRows],
      errorToast: 'Failed to delete rows',
      successToast: (_, { which }) => deletedMessage(which),
    },
  );
}

/** A CSV to import, and where its upload progress goes. */
export interface CsvImport {
  readonly body: Blob;
  readonly impersonation?: Impersonation;
  readonly onProgress: (sent: number, total: number) => void;
}

/**
 * Streams a CSV to `POST /tables/{id}/import` (all rows or none) and resolves with the inserted
 * count. Only the URL comes from the typed client: the upload needs XMLHttpRequest's progress.
 */
export function useImportCsv(tableId: number) {
  const accessToken = useAccessToken();
  return useProjectMutation(
    async ({ body, impersonation, onProgress }: CsvImport, pgMeta) => {
      const { table, param } = rowsOf(pgMeta, tableId);
      const url = table.import.$url({ param, query: impersonationQuery(impersonation) });
      return uploadCsv(url, body, onProgress, { accessToken: await accessToken() });
    },
    {
      invalidates: [resources.tableRows],
      errorToast: false,
      successToast: (inserted) => `${inserted.toLocaleString()} rows imported`,
    },
  );
}
