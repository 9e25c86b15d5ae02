import type { Key } from 'react-aria-components';
import { IconButton, Menu, MenuItem, MenuSeparator } from '@atrium/design-system';
import type { Entity } from '@atrium/core/plugin-api';

export const ENTITY_ACTIONS = ['edit', 'duplicate', 'policies', 'export', 'delete'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

export interface EntityRowMenuProps {
  readonly entity: Entity;
  readonly onAction: (action: EntityAction, entity: Entity) => void;
}

/** The selected table's actions (spec 2.11); only tables can be edited, duplicated or deleted. */
export function EntityRowMenu({ entity, onAction }: EntityRowMenuProps) {
  const isTable = entity.type === 'r' || entity.type === 'p';
  return (
    <Menu
      placement="bottom end"
      aria-label={`Actions for ${entity.name}`}
      disabledKeys={isTable ? [] : ['edit', 'duplicate', 'policies', 'delete']}
      onAction={(key: Key) => onAction(key as EntityAction, entity)}
      trigger={
        <IconButton size="small" variant="ghost" label={`Actions for ${entity.name}`} icon="⋯" />
      }
    >
      <MenuItem id="edit">Edit Table</MenuItem>
      <MenuItem id="duplicate">Duplicate Table</MenuItem>
      <MenuItem id="policies">View Policies</MenuItem>
      <MenuItem id="export">Export as CSV</MenuItem>
      <MenuSeparator />
      <MenuItem id="delete" tone="critical">
        Delete Table
      </MenuItem>
    </Menu>
  );
}
