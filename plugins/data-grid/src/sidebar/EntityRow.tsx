import type { Entity } from '@atrium/core/plugin-api';
import { EntityTypeIcon } from './EntityTypeIcon.js';
import { EntityRowMenu, type EntityRowMenuProps } from './EntityRowMenu.js';
import { LintIcon } from './LintIcon.js';
import { entityLints } from './lint-badges.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityRowProps {
  readonly entity: Entity;
  /** The row menu, when this row may have one (the selected table of an unlocked schema). */
  readonly onAction?: EntityRowMenuProps['onAction'];
}

/** One row's content: kind and lints (icons named for them), name, and the selected table's menu. */
export function EntityRow({ entity, onAction }: EntityRowProps) {
  return (
    <>
      <EntityTypeIcon type={entity.type} />
      {entityLints(entity).map((lint) => (
        <LintIcon key={lint} lint={lint} />
      ))}
      <span className={css.rowName} title={entity.name}>
        {entity.name}
      </span>
      {onAction && <EntityRowMenu entity={entity} onAction={onAction} />}
    </>
  );
}
