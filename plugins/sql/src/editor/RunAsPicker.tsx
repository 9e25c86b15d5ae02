import { RoleImpersonationPicker } from '@atrium/design-system';
import { roleKeys, useProjectQuery } from '@atrium/core/plugin-api';
import type { RunAs } from '../data/use-script-run.js';

export interface RunAsPickerProps {
  readonly value: RunAs | undefined;
  readonly onChange: (value: RunAs | undefined) => void;
}

/**
 * The role the script runs as (and, for `authenticated`, the user `auth.uid()` returns), picked
 * with the design system's `RoleImpersonationPicker`, as the table editor's impersonation is.
 */
export function RunAsPicker({ value, onChange }: RunAsPickerProps) {
  const roles = useProjectQuery(roleKeys.list(), (pgMeta) =>
    pgMeta.security.roles.$get({ query: {} }),
  );
  return (
    <RoleImpersonationPicker
      value={value}
      onChange={onChange}
      roles={(roles.data ?? []).map((role) => role.name)}
      rolesFailed={Boolean(roles.error)}
      title="Run the SQL as a role"
      explanation="The script runs in a transaction as this role, so its grants and row level security policies apply."
      badgeLabel="Running as"
    />
  );
}
