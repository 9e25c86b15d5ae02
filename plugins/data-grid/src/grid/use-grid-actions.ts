import { formatFilter, type Filter, formatSort, type Sort } from '@atrium/common/filters';
import { readJson, usePgMeta, usePluginContext } from '@atrium/core/plugin-api';
import Papa from 'papaparse';
import { downloadBlob } from '../csv/download-blob.js';
import { exportFileName, useCsvExport } from '../csv/use-csv-export.js';
import {
  confirmDeleteColumn,
  confirmDeleteRows,
  confirmTruncate,
} from '../rows/confirm-deletes.js';
import type { Impersonation } from './data/impersonation.js';
import type { PrimaryKey, Row, RowsApi } from './data/rows-api.js';
import type { TableMeta } from './data/use-table-meta.js';
import { selectionFilter } from './model/selection-filter.js';
import { valueToText } from './model/cell-text.js';

export interface GridActionsOptions {
  readonly tableId: number;
  readonly meta: TableMeta | undefined;
  readonly api: RowsApi;
  readonly impersonation: Impersonation | undefined;
  readonly rows: readonly Row[];
  readonly filters: readonly Filter[];
  readonly track: <T>(work: Promise<T>) => Promise<T>;
  readonly primaryKeyOf: (row: Row) => PrimaryKey;
  /** After rows changed: clear the selection and refetch. */
  readonly afterChange: () => Promise<void>;
  /** After columns changed: refetch the metadata too. */
  readonly afterSchemaChange: () => Promise<void>;
}

/** What the grid's menus and panels do to rows and columns, each confirmed and reported. */
export function useGridActions(options: GridActionsOptions) {
  const context = usePluginContext();
  const { toast } = context;
  const { pgMeta } = usePgMeta();
  const exportCsv = useCsvExport();
  const { meta, api, impersonation, track } = options;
  const name = meta?.entity.name ?? '';

  const report = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await track(work());
      toast.success(success);
      await options.afterChange();
    } catch (error) {
      toast.error(`${failure}: ${(error as Error).message}`);
    }
  };

  return {
    insertRow: async (values: Row) => {
      await track(api.insert(values, impersonation));
      await options.afterChange();
    },
    updateRow: async (row: Row, values: Row) => {
      if (Object.keys(values).length === 0) return;
      await track(api.update(options.primaryKeyOf(row), values, impersonation));
      await options.afterChange();
    },
    deleteRows: async (rows: readonly Row[]) => {
      if (!meta?.primaryKeys.length) {
        toast.error('Deleting rows needs a primary key on the table');
        return;
      }
      if (!(await confirmDeleteRows(context, rows.length, name))) return;
      await report(
        () => api.deleteByKeys(rows.map(options.primaryKeyOf), impersonation),
        `Successfully deleted ${rows.length} row${rows.length === 1 ? '' : 's'}`,
        'Failed to delete rows',
      );
    },
    /** 'Delete all N rows': the rows matching the filters, or TRUNCATE when there are none. */
    deleteAll: async (count: number) => {
      if (options.filters.length > 0) {
        if (!(await confirmDeleteRows(context, count, name))) return;
        await report(
          () => api.deleteMatching(options.filters, impersonation),
          'Successfully deleted the matching rows',
          'Failed to delete rows',
        );
        return;
      }
      if (!(await confirmTruncate(context, name))) return;
      await report(
        () => api.truncate(false),
        `Successfully deleted all rows from ${name}`,
        'Failed to delete rows',
      );
    },
    deleteColumn: async (columnId: string, columnName: string) => {
      if (!(await confirmDeleteColumn(context, columnName, name))) return;
      try {
        await track(
          pgMeta.columns.columns[':id']
            .$delete({ param: { id: columnId }, query: {} })
            .then(readJson),
        );
        toast.success(`Successfully deleted column "${columnName}"`);
        await options.afterSchemaChange();
      } catch (error) {
        toast.error(`Failed to delete column: ${(error as Error).message}`);
      }
    },
    /**
     * All rows, and selected rows named by their key, stream from the server whole. Only a
     * selection without a single-column key is written here, from the values the grid holds.
     */
    exportRows: async (selected: readonly Row[] | undefined, sorts: readonly Sort[]) => {
      if (!meta) return;
      const selection = selected && selectionFilter(selected, meta.primaryKeys);
      if (selected && !selection) {
        const keys = meta.columns.map((c) => c.key);
        const csv = Papa.unparse({
          fields: keys,
          data: selected.map((row) => keys.map((key) => valueToText(row[key]) ?? '')),
        });
        downloadBlob(new Blob([csv], { type: 'text/csv' }), exportFileName(name));
        toast.success(`Successfully exported ${name} as CSV`);
        return;
      }
      await exportCsv(
        { id: options.tableId, name },
        {
          filters: [...options.filters.map(formatFilter), ...(selection ? [selection] : [])],
          sorts: sorts.map(formatSort),
          role: impersonation?.role,
          claims: impersonation?.claims,
        },
      );
    },
  };
}
