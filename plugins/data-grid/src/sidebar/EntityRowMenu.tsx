import { Deferred } from '@atrium/design-system';
import type { Entity } from '@atrium/core/plugin-api';
import { RowMenuButton } from './RowMenuButton.js';

/** The spec's words for a table action the user's role cannot take (database-admin.md). */
export const EDIT_TABLE_DENIED = 'Additional permissions required to edit/delete table';

export const ENTITY_ACTIONS = ['edit', 'duplicate', 'policies', 'export', 'delete'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

export interface EntityRowMenuProps {
  readonly entity: Entity;
  readonly onAction: (action: EntityAction, entity: Entity) => void;
}

const loadRowActions = () => import('./deferred-overlays.js').then((m) => m.EntityRowActions);

/**
 * The selected table's actions (spec 2.11); only tables can be edited, duplicated or deleted, and
 * only with SQL admin write on tables: without it those items are disabled and say why. The menu
 * loads when first reached for (deferred-overlays.tsx).
 */
export function EntityRowMenu(props: EntityRowMenuProps) {
  return (
    <Deferred
      load={loadRowActions}
      props={props}
      standIn={<RowMenuButton name={props.entity.name} />}
    />
  );
}
