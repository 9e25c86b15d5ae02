import type { Key } from 'react-aria-components';
import { IconButton, Menu, MenuItem, MenuSeparator } from '@atrium/design-system';
import { useCan, type Entity } from '@atrium/core/plugin-api';

/** The spec's words for a table action the user's role cannot take (database-admin.md). */
export const EDIT_TABLE_DENIED = 'Additional permissions required to edit/delete table';

/** The actions that change the table: SQL admin write on tables. */
const WRITE_ACTIONS = ['edit', 'duplicate', 'delete'] as const;

export const ENTITY_ACTIONS = ['edit', 'duplicate', 'policies', 'export', 'delete'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

export interface EntityRowMenuProps {
  readonly entity: Entity;
  readonly onAction: (action: EntityAction, entity: Entity) => void;
}

/**
 * The selected table's actions (spec 2.11); only tables can be edited, duplicated or deleted, and
 * only with SQL admin write on tables: without it those items are disabled and say why.
 */
export function EntityRowMenu({ entity, onAction }: EntityRowMenuProps) {
  const isTable = entity.type === 'r' || entity.type === 'p';
  const canWrite = useCan()('sql:admin:write', 'tables');
  const denied = isTable && !canWrite ? EDIT_TABLE_DENIED : undefined;
  return (
    <Menu
      placement="bottom end"
      aria-label={`Actions for ${entity.name}`}
      disabledKeys={[
        ...(isTable ? [] : ['policies']),
        ...(isTable && canWrite ? [] : WRITE_ACTIONS),
      ]}
      onAction={(key: Key) => onAction(key as EntityAction, entity)}
      trigger={
        <IconButton size="small" variant="ghost" label={`Actions for ${entity.name}`} icon="⋯" />
      }
    >
      <MenuItem id="edit" description={denied}>
        Edit Table
      </MenuItem>
      <MenuItem id="duplicate">Duplicate Table</MenuItem>
      <MenuItem id="policies">View Policies</MenuItem>
      <MenuItem id="export">Export as CSV</MenuItem>
      <MenuSeparator />
      <MenuItem id="delete" tone="critical" description={denied}>
        Delete Table
      </MenuItem>
    </Menu>
  );
}
