import type { PluginContext } from '@atrium/core/plugin-api';

const rows = (n: number) => `${n.toLocaleString()} row${n === 1 ? '' : 's'}`;

/** Asks before deleting the selected rows, or every row matching the grid's filters. */
export const confirmDeleteRows = (context: PluginContext, count: number, tableName: string) =>
  context.confirm({
    title: `Confirm to delete ${rows(count)}`,
    message: `Are you sure you want to delete ${count === 1 ? 'this row' : `the selected ${rows(count)}`} from ${tableName}? This action cannot be undone.`,
    confirmLabel: `Delete ${rows(count)}`,
    critical: true,
  });

/** Asks before emptying the table (TRUNCATE). */
export const confirmTruncate = (context: PluginContext, tableName: string) =>
  context.confirm({
    title: 'Confirm to delete all rows',
    message: `Are you sure you want to delete all rows from ${tableName}? Every row is removed at once (TRUNCATE). This action cannot be undone.`,
    confirmLabel: 'Delete all rows',
    critical: true,
  });

/** Asks before dropping a column. */
export const confirmDeleteColumn = (context: PluginContext, column: string, tableName: string) =>
  context.confirm({
    title: `Confirm deletion of column "${column}"`,
    message: `Are you sure you want to delete the column "${column}" from ${tableName}? Its data is lost. This action cannot be undone.`,
    confirmLabel: 'Delete column',
    critical: true,
  });
