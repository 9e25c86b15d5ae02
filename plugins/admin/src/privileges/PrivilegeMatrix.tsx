import { Checkbox, EmptyState, ErrorPanel, Skeleton, visuallyHidden } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { useColumns } from '../data/column-queries.js';
import {
  useGrantColumnPrivilege,
  useRevokeColumnPrivilege,
} from '../data/column-privilege-mutations.js';
import { useColumnGrants, useTableGrants } from '../data/column-privilege-queries.js';
import * as css from '../shared/admin.css.js';
import { UPDATE_PRIVILEGES_DENIED } from './access.js';
import { COLUMN_PRIVILEGES, privilegeMatrix, type PrivilegeRow } from './privilege-matrix.js';

/** Beside a privilege the role holds on the whole table, which covers every column. */
export const TABLE_WIDE = 'Granted on the table';

/** How many placeholder rows show while the grants load. */
export const LOADING_ROWS = 5;

export interface PrivilegeMatrixProps {
  readonly table: { readonly id: number; readonly schema: string; readonly name: string };
  readonly role: string;
  readonly readOnly: boolean;
}

/** The table's columns against SELECT, INSERT and UPDATE for one role, each a grant or revoke. */
export function PrivilegeMatrix({ table, role, readOnly }: PrivilegeMatrixProps) {
  const columns = useColumns(table.id);
  const columnGrants = useColumnGrants(table.id);
  const tableGrants = useTableGrants(table.id);
  const error = columns.error ?? columnGrants.error ?? tableGrants.error;
  if (error) {
    return (
      <ErrorPanel
        headingLevel={2}
        title={`Failed to retrieve column privileges for table ${table.schema}.${table.name}`}
        message={error.message}
        onRetry={() => {
          void columns.mutate();
          void columnGrants.mutate();
          void tableGrants.mutate();
        }}
      />
    );
  }
  if (!columns.data || !columnGrants.data || !tableGrants.data) {
    return <Skeleton count={LOADING_ROWS} label="Loading column privileges" />;
  }
  if (columns.data.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No columns"
        description={`${table.name} has no columns.`}
      />
    );
  }
  const rows = privilegeMatrix(
    role,
    columns.data,
    columnGrants.data,
    tableGrants.data.flatMap((t) => t.privileges),
  );
  return (
    <div className={css.listFrame}>
      <table className={css.list} aria-label={`Column privileges of ${role} on ${table.name}`}>
        <thead>
          <tr>
            <th className={css.headCell}>Column</th>
            {COLUMN_PRIVILEGES.map((privilege) => (
              <th key={privilege} className={css.headCell}>
                {privilege}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <MatrixRow key={row.columnId} row={row} role={role} readOnly={readOnly} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatrixRow({
  row,
  role,
  readOnly,
}: {
  row: PrivilegeRow;
  role: string;
  readOnly: boolean;
}) {
  const grant = useGrantColumnPrivilege();
  const revoke = useRevokeColumnPrivilege();
  const busy = grant.isMutating || revoke.isMutating;
  return (
    <tr>
      <td className={css.cell}>
        <span className={css.name}>{row.column}</span>
      </td>
      {COLUMN_PRIVILEGES.map((privilege) => {
        const source = row.cells[privilege];
        const change = { columnId: row.columnId, column: row.column, role, privilege };
        const label = <span className={visuallyHidden}>{`${privilege} on ${row.column}`}</span>;
        return (
          <td key={privilege} className={css.cell}>
            {source === 'table' ? (
              <Checkbox isSelected isReadOnly description={TABLE_WIDE}>
                {label}
              </Checkbox>
            ) : (
              <Gate
                action="sql:admin:write"
                resource="privileges"
                deniedTooltip={UPDATE_PRIVILEGES_DENIED}
              >
                {(allowed) => (
                  <Checkbox
                    isSelected={source === 'column'}
                    isDisabled={!allowed || readOnly || busy}
                    onChange={(on) =>
                      void (on ? grant.trigger(change) : revoke.trigger(change)).catch(() => {
                        // The toast said why; the refetch shows what the database holds.
                      })
                    }
                  >
                    {label}
                  </Checkbox>
                )}
              </Gate>
            )}
          </td>
        );
      })}
    </tr>
  );
}
