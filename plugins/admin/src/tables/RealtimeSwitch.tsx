import { Gate } from '@atrium/core/plugin-api';
import { Switch, visuallyHidden } from '@atrium/design-system';
import type { Table } from '@atrium/core/plugin-api';
import { useToggleRealtime } from '../data/table-mutations.js';
import { TOGGLE_REALTIME_DENIED } from './access.js';

/**
 * Whether Realtime streams the table (it is in the `supabase_realtime` publication), and the
 * switch that adds or drops it. The switch shows the saved state: it flips when the list
 * refetches after the write, so a failure (toasted) leaves it where it was.
 */
export function RealtimeSwitch({
  table,
  enabled,
  allTables,
  readOnly,
}: {
  table: Pick<Table, 'id' | 'name'>;
  enabled: boolean;
  allTables: boolean;
  readOnly: boolean;
}) {
  const toggle = useToggleRealtime();
  const label = `Realtime for ${table.name}`;
  if (allTables) {
    return (
      <Switch isSelected isDisabled>
        <span className={visuallyHidden}>{label}: </span>Enabled for all tables
      </Switch>
    );
  }
  return (
    <Gate action="sql:admin:write" resource="publications" deniedTooltip={TOGGLE_REALTIME_DENIED}>
      {(allowed) => (
        <Switch
          isSelected={enabled}
          isDisabled={!allowed || readOnly || toggle.isMutating}
          onChange={(next) =>
            // The error is toasted by the mutation; the switch stays on the saved state.
            void toggle.trigger({ id: table.id, name: table.name, enabled: next }).catch(() => {})
          }
        >
          <span className={visuallyHidden}>{label}</span>
        </Switch>
      )}
    </Gate>
  );
}
