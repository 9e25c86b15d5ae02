import type { Impersonation } from './impersonation.js';
import type { TableMeta } from './use-table-meta.js';
import { useRowCount } from './use-rows.js';

const UNFILTERED = { filters: [] };

/**
 * Whether row level security hides every row from the impersonated role: it read no row of an
 * unfiltered table with RLS on, while the table (read as the user) has rows. Only then is the
 * user's own count asked for, so an ordinary empty table still says it is empty.
 */
export function useHiddenByRls(
  tableId: number,
  meta: TableMeta | undefined,
  impersonation: Impersonation | undefined,
  state: { readonly rowsRead: boolean; readonly rowCount: number; readonly isFiltered: boolean },
): boolean {
  const suspect =
    impersonation !== undefined &&
    meta?.entity.rls_enabled === true &&
    state.rowsRead &&
    state.rowCount === 0 &&
    !state.isFiltered;
  const own = useRowCount(tableId, suspect ? UNFILTERED : null, false);
  return suspect && (own.data?.count ?? 0) > 0;
}
