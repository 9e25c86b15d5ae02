import {
  columnSizingFeature,
  createColumnHelper,
  tableFeatures as defineTableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * The TanStack Table v9 features every design-system Table registers. v9 only adds the APIs of
 * registered features; column sizing gives each column a stable width (`size`, default 150 px),
 * which a virtualized table needs because rows come and go while scrolling.
 */
export const tableFeatures = defineTableFeatures({ columnSizingFeature });
export type TableFeatures = typeof tableFeatures;

/** A column definition for the design-system Table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold mixed value types
export type TableColumn<TData extends RowData> = ColumnDef<TableFeatures, TData, any>;

/**
 * Column helper bound to the Table's features, so `accessor('name', …)` infers each value type:
 * `const col = tableColumnHelper<Bucket>(); const columns = col.columns([col.accessor('name', { header: 'Name' })])`.
 */
export function tableColumnHelper<TData extends RowData>() {
  return createColumnHelper<TableFeatures, TData>();
}
