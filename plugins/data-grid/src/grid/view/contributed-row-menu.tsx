import { useContributions, usePluginContext, useRunContribution } from '@atrium/core/plugin-api';
import { MenuItem } from '@atrium/design-system';
import { tableEditorRowMenu, type TableRef } from '../../contracts.js';
import type { Row } from '../../data/rows-queries.js';
import { rowMenuArgs } from '../model/row-menu-args.js';

const PREFIX = 'contributed:';

/**
 * Other plugins' entries of the row menu (`tableEditor.rowMenu@1`): one item each after the
 * grid's own, whose handler runs as the plugin that contributed it, with the row, its table and
 * its primary key (`primaryKeys`, the table's key columns).
 */
export function useContributedRowMenu(
  table: TableRef | undefined,
  primaryKeys: readonly string[] = [],
) {
  const entries = useContributions(tableEditorRowMenu);
  const run = useRunContribution();
  const { toast } = usePluginContext();
  const items = entries.map((entry) => (
    <MenuItem key={entry.id} id={PREFIX + entry.id}>
      {entry.data.label}
    </MenuItem>
  ));
  /** Runs the entry a menu key names; false when the key is one of the grid's own actions. */
  const runKey = (key: string, row: Row): boolean => {
    if (!key.startsWith(PREFIX)) return false;
    const entry = entries.find((e) => PREFIX + e.id === key);
    if (entry && table) {
      run(entry, rowMenuArgs(row, table, primaryKeys)).catch((error: unknown) =>
        toast.error(`${entry.data.label} failed: ${(error as Error).message}`),
      );
    }
    return true;
  };
  return { items, runKey };
}
