import { useProjectMutation } from '@atrium/core/plugin-api';
import { columnPrivileges } from './admin-resources.js';

/** One column privilege of one role: `GRANT SELECT (email) ON t TO analyst`. */
export interface ColumnPrivilegeChange {
  /** `{table_id}.{ordinal}`, as the columns list names a column. */
  readonly columnId: string;
  readonly column: string;
  readonly role: string;
  readonly privilege: 'SELECT' | 'INSERT' | 'UPDATE';
}

const body = (change: ColumnPrivilegeChange) => [
  { column_id: change.columnId, grantee: change.role, privilege_type: change.privilege },
];

/*
 * The column privileges screen's writes, each refreshing the table's grants. A failure also
 * rejects, so the checkbox shows what the database holds after the refetch.
 */

/** Grants a privilege on one column (`POST /column-privileges`). */
export function useGrantColumnPrivilege() {
  return useProjectMutation(
    (change: ColumnPrivilegeChange, pgMeta) =>
      pgMeta.columns['column-privileges'].$post({ json: body(change) }),
    {
      invalidates: [columnPrivileges],
      errorToast: (error) => `Failed to grant column privilege: ${error.message}`,
      successToast: (_, c) => `Successfully granted ${c.privilege} on ${c.column} to ${c.role}`,
    },
  );
}

/** Revokes a privilege on one column (`DELETE /column-privileges`). */
export function useRevokeColumnPrivilege() {
  return useProjectMutation(
    (change: ColumnPrivilegeChange, pgMeta) =>
      pgMeta.columns['column-privileges'].$delete({ json: body(change) }),
    {
      invalidates: [columnPrivileges],
      errorToast: (error) => `Failed to revoke column privilege: ${error.message}`,
      successToast: (_, c) => `Successfully revoked ${c.privilege} on ${c.column} from ${c.role}`,
    },
  );
}
