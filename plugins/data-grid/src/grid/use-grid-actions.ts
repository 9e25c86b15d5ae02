import { formatFilter, type Filter, formatSort, type Sort } from '@atrium/common/filters';
import { downloadBlob, usePluginContext } from '@atrium/core/plugin-api';
import Papa from 'papaparse';
import { exportFileName } from '../csv/export-csv.js';
import { useCsvExport } from '../csv/use-csv-export.js';
import {
  confirmDeleteColumn,
  confirmDeleteRows,
  confirmTruncate,
} from '../rows/confirm-deletes.js';
import { useDeleteColumn } from '../data/column-mutations.js';
import {
  useDeleteRows,
  useInsertRow,
  useUpdateRow,
  type RowsToDelete,
} from '../data/rows-mutations.js';
import type { PrimaryKey, Row } from '../data/rows-queries.js';
import type { Impersonation } from './data/impersonation.js';
import type { TableMeta } from './data/use-table-meta.js';
import { selectionFilter } from './model/selection-filter.js';
import { valueToText } from './model/cell-text.js';

export interface GridActionsOptions {
  readonly tableId: number;
  readonly meta: TableMeta | undefined;
  readonly impersonation: Impersonation | undefined;
  readonly filters: readonly Filter[];
  readonly track: <T>(work: Promise<T>) => Promise<T>;
  readonly primaryKeyOf: (row: Row) => PrimaryKey;
  /** After rows changed, before they are fetched again: clear the selection and the cursor. */
  readonly beforeRefetch: () => void;
}

/**
 * What the grid's menus and panels do to rows and columns, each confirmed, and written through
 * the data modules' mutations, which toast and refetch.
 */
export function useGridActions(options: GridActionsOptions) {
  const context = usePluginContext();
  const { toast } = context;
  const exportCsv = useCsvExport();
  const { tableId, meta, impersonation, track, primaryKeyOf } = options;
  const name = meta?.entity.name ?? '';
  const insert = useInsertRow(tableId);
  const update = useUpdateRow(tableId);
  const remove = useDeleteRows(tableId);
  const removeColumn = useDeleteColumn();
  const refetchAfter = { beforeInvalidate: options.beforeRefetch };

  /** Deletes rows; a refusal was toasted by the mutation, so nothing is left to say. */
  const deleteRows = (which: RowsToDelete) =>
    track(remove.trigger({ which, impersonation }, refetchAfter)).catch(() => undefined);

  return {
    insertRow: async (values: Row) => {
      await track(insert.trigger({ values, impersonation }, refetchAfter));
    },
    updateRow: async (row: Row, values: Row) => {
      if (Object.keys(values).length === 0) return;
      const change = { primaryKey: primaryKeyOf(row), values };
      await track(update.trigger({ change, impersonation }, refetchAfter));
    },
    deleteRows: async (rows: readonly Row[]) => {
      if (!meta?.primaryKeys.length) {
        toast.error('Deleting rows needs a primary key on the table');
        return;
      }
      if (!(await confirmDeleteRows(context, rows.length, name))) return;
      await deleteRows({ keys: rows.map(primaryKeyOf) });
    },
    /** 'Delete all N rows': the rows matching the filters, or TRUNCATE when there are none. */
    deleteAll: async (count: number) => {
      if (options.filters.length > 0) {
        if (!(await confirmDeleteRows(context, count, name))) return;
        await deleteRows({ matching: options.filters });
        return;
      }
      if (!(await confirmTruncate(context, name))) return;
      await deleteRows({ all: true, tableName: name });
    },
    deleteColumn: async (columnId: string, columnName: string) => {
      if (!(await confirmDeleteColumn(context, columnName, name))) return;
      await track(removeColumn.trigger({ id: columnId, name: columnName })).catch(() => undefined);
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
