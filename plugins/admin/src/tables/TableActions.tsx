import { IconButton, Menu, MenuItem, PathIcon } from '@atrium/design-system';
import { usePluginContext } from '@atrium/core/plugin-api';
import { DELETE_TABLE_DENIED, EDIT_TABLE_DENIED } from './access.js';

export type TableAction = 'edit' | 'view' | 'duplicate' | 'delete';

const moreIcon = 'M5 12h.01M12 12h.01M19 12h.01';

/**
 * A table row's menu: Edit, View, Duplicate, Delete (spec section 2). Without the permission, or
 * in a protected schema, the writes are disabled and say why; View always works.
 */
export function TableActions({
  name,
  readOnly,
  onAction,
}: {
  name: string;
  readOnly: boolean;
  onAction: (action: TableAction) => void;
}) {
  const { can } = usePluginContext();
  const canWrite = can('sql:admin:write', 'tables') && !readOnly;
  const why = (denied: string) => (canWrite || readOnly ? undefined : denied);
  return (
    <Menu
      aria-label={`Actions for ${name}`}
      placement="bottom end"
      trigger={
        <IconButton
          size="small"
          variant="ghost"
          label={`Actions for ${name}`}
          icon={<PathIcon d={moreIcon} />}
        />
      }
      disabledKeys={canWrite ? [] : ['edit', 'duplicate', 'delete']}
      onAction={(key) => onAction(key as TableAction)}
    >
      <MenuItem id="edit" description={why(EDIT_TABLE_DENIED)}>
        Edit table
      </MenuItem>
      <MenuItem id="view">View table</MenuItem>
      <MenuItem id="duplicate" description={why(EDIT_TABLE_DENIED)}>
        Duplicate table
      </MenuItem>
      <MenuItem id="delete" tone="critical" description={why(DELETE_TABLE_DENIED)}>
        Delete table
      </MenuItem>
    </Menu>
  );
}
