import { Badge } from '@atrium/design-system';
import type { Entity } from '@atrium/core/plugin-api';
import { EntityTypeIcon } from './EntityTypeIcon.js';
import { EntityRowMenu, type EntityRowMenuProps } from './EntityRowMenu.js';
import { entityLints } from './lint-badges.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityRowProps {
  readonly entity: Entity;
  /** The row menu, when this row may have one (the selected table of an unlocked schema). */
  readonly onAction?: EntityRowMenuProps['onAction'];
}

/** One row's content: kind (an icon named for it), name, lint badges, and the selected table's menu. */
export function EntityRow({ entity, onAction }: EntityRowProps) {
  return (
    <>
      <EntityTypeIcon type={entity.type} />
      <span className={css.rowName} title={entity.name}>
        {entity.name}
      </span>
      {entityLints(entity).map((lint) => (
        <Badge key={lint} tone="caution" title={lint}>
          {lint}
        </Badge>
      ))}
      {onAction && <EntityRowMenu entity={entity} onAction={onAction} />}
    </>
  );
}
