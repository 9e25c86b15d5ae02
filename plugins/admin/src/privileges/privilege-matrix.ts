/** The column privileges the screen shows, one checkbox column each. */
export const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE'] as const;
export type ColumnPrivilege = (typeof COLUMN_PRIVILEGES)[number];

/**
 * Where a role's privilege on a column comes from: its own column grant (which can be revoked
 * here), a grant on the whole table (which covers every column, and is changed on the table), or
 * none.
 */
export type PrivilegeSource = 'column' | 'table' | 'none';

export interface PrivilegeRow {
  readonly columnId: string;
  readonly column: string;
  readonly cells: Readonly<Record<ColumnPrivilege, PrivilegeSource>>;
}

interface Grant {
  readonly grantee: string;
  readonly privilege_type: string;
}

/** A privilege held through `grants` by `role` (by name, directly: not through membership). */
const holds = (grants: readonly Grant[], role: string, privilege: ColumnPrivilege) =>
  grants.some((g) => g.grantee === role && g.privilege_type === privilege);

/** Each column of the table with, per privilege, where `role` gets it from. */
export function privilegeMatrix(
  role: string,
  columns: readonly { readonly id: string; readonly name: string }[],
  columnGrants: readonly { readonly column_id: string; readonly privileges: readonly Grant[] }[],
  tableGrants: readonly Grant[],
): PrivilegeRow[] {
  const byColumn = new Map(columnGrants.map((c) => [c.column_id, c.privileges]));
  return columns.map((column) => {
    const own = byColumn.get(column.id) ?? [];
    const cells = Object.fromEntries(
      COLUMN_PRIVILEGES.map((privilege): [ColumnPrivilege, PrivilegeSource] => [
        privilege,
        holds(tableGrants, role, privilege)
          ? 'table'
          : holds(own, role, privilege)
            ? 'column'
            : 'none',
      ]),
    ) as Record<ColumnPrivilege, PrivilegeSource>;
    return { columnId: column.id, column: column.name, cells };
  });
}
