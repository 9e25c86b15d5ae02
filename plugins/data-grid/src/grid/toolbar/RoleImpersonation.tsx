import { RoleImpersonationPicker } from '@atrium/design-system';
import { roleKeys, useProjectQuery } from '@atrium/core/plugin-api';
import type { Impersonation } from '../data/impersonation.js';

export interface RoleImpersonationProps {
  readonly value: Impersonation | undefined;
  readonly onChange: (value: Impersonation | undefined) => void;
}

/**
 * Choose the role rows are read and written as (and, for `authenticated`, the user id that
 * `auth.uid()` returns), with the design system's `RoleImpersonationPicker`, as the SQL editor's
 * run-as picker does.
 */
export function RoleImpersonation({ value, onChange }: RoleImpersonationProps) {
  const roles = useProjectQuery(roleKeys.list(), (pgMeta) =>
    pgMeta.security.roles.$get({ query: {} }),
  );
  return (
    <RoleImpersonationPicker
      value={value}
      onChange={onChange}
      roles={(roles.data ?? []).map((role) => role.name)}
      rolesFailed={Boolean(roles.error)}
      title="View the table as a role"
      explanation="Rows are read and written as this role, so its row level security policies apply."
      badgeLabel="Viewing as"
    />
  );
}
