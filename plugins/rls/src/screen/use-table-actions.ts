import { usePluginContext } from '@atrium/core/plugin-api';
import { useDeletePolicy } from '../data/policy-mutations.js';
import { useToggleRls } from '../data/table-mutations.js';
import type { TableSummary } from '../data/types.js';
import type { Policy } from '../policy/policy.js';

/**
 * The screen's two confirmed writes: toggling RLS on a table and deleting a policy. Each refreshes
 * its resource everywhere it is shown (the RLS state also shows in the table editor).
 */
export function useTableActions() {
  const context = usePluginContext();
  const toggle = useToggleRls();
  const remove = useDeletePolicy();

  async function toggleRls(table: TableSummary) {
    const enable = !table.rls_enabled;
    const confirmed = await context.confirm(
      enable
        ? {
            title: 'Enable Row Level Security',
            message: `Once enabled, rows of ${table.schema}.${table.name} are readable and writable only where a policy allows it. With no policies, selects return an empty array.`,
            confirmLabel: 'Enable RLS',
          }
        : {
            title: 'Disable Row Level Security',
            message: `Once disabled, every role granted access to ${table.schema}.${table.name} reads and writes all of its rows: its policies no longer apply.`,
            confirmLabel: 'Disable RLS',
            critical: true,
          },
    );
    if (!confirmed) return;
    // The mutation toasts a failure; the screen has nothing more to do with it.
    await toggle.trigger({ tableId: table.id, enabled: enable }).catch(() => {});
  }

  async function deletePolicy(policy: Policy) {
    const confirmed = await context.confirm({
      title: 'Delete policy',
      message: `Are you sure you want to delete the policy "${policy.name}" on ${policy.schema}.${policy.table}? This cannot be undone.`,
      confirmLabel: 'Delete',
      critical: true,
    });
    if (!confirmed) return;
    await remove.trigger(policy.id).catch(() => {});
  }

  return { toggleRls, deletePolicy };
}
