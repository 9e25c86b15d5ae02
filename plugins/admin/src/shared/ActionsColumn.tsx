import { Button, visuallyHidden } from '@atrium/design-system';
import { Gate, type Resource } from '@atrium/core/plugin-api';
import * as css from './admin.css.js';

/** The list's last heading, over each row's Edit and Delete: named for assistive technology only. */
export function ActionsHead() {
  return (
    <th className={css.headCell}>
      <span className={visuallyHidden}>Actions</span>
    </th>
  );
}

export interface RowWriteCellProps {
  /** The resource whose `sql:admin:write` the buttons need. */
  readonly resource: Resource;
  /** What the row is, for the buttons' names: `Edit column name`. */
  readonly kind: string;
  readonly name: string;
  /** The tooltips without the permission. */
  readonly denied: { readonly edit: string; readonly delete: string };
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/**
 * A list row's last cell: its Edit and Delete, disabled with a tooltip without the permission
 * (spec section 6).
 */
export function RowWriteCell({
  resource,
  kind,
  name,
  denied,
  onEdit,
  onDelete,
}: RowWriteCellProps) {
  return (
    <td className={css.cell}>
      <div className={css.rowEnd}>
        <Gate action="sql:admin:write" resource={resource} deniedTooltip={denied.edit}>
          {(allowed) => (
            <Button
              size="small"
              isDisabled={!allowed}
              aria-label={`Edit ${kind} ${name}`}
              onPress={onEdit}
            >
              Edit
            </Button>
          )}
        </Gate>
        <Gate action="sql:admin:write" resource={resource} deniedTooltip={denied.delete}>
          {(allowed) => (
            <Button
              size="small"
              tone="critical"
              isDisabled={!allowed}
              aria-label={`Delete ${kind} ${name}`}
              onPress={onDelete}
            >
              Delete
            </Button>
          )}
        </Gate>
      </div>
    </td>
  );
}
