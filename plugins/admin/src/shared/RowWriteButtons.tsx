import { Button } from '@atrium/design-system';
import { Gate, type Resource } from '@atrium/core/plugin-api';

export interface RowWriteButtonsProps {
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

/** A list row's Edit and Delete, disabled with a tooltip without the permission (spec section 6). */
export function RowWriteButtons({
  resource,
  kind,
  name,
  denied,
  onEdit,
  onDelete,
}: RowWriteButtonsProps) {
  return (
    <>
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
    </>
  );
}
