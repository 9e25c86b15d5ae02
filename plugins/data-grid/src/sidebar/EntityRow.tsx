import type { MouseEvent } from 'react';
import type { Entity } from '@atrium/core/plugin-api';
import { EntityTypeIcon } from './EntityTypeIcon.js';
import { EntityRowMenu, type EntityRowMenuProps } from './EntityRowMenu.js';
import { LintIcon } from './LintIcon.js';
import { entityLints } from './lint-badges.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityRowProps {
  readonly entity: Entity;
  /** Where the row's name links: the entity open in the editor. */
  readonly href: string;
  /** Follows the link; the row, not the link, is the tab stop (EntityList). */
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The row menu, when this row may have one (the selected table of an unlocked schema). */
  readonly onAction?: EntityRowMenuProps['onAction'];
}

/** One row's content: kind and lints (icons named for them), name, and the selected table's menu. */
export function EntityRow({ entity, href, onOpen, onAction }: EntityRowProps) {
  return (
    <>
      <EntityTypeIcon type={entity.type} />
      {entityLints(entity).map((lint) => (
        <LintIcon key={lint} lint={lint} />
      ))}
      <a href={href} tabIndex={-1} className={css.rowName} title={entity.name} onClick={onOpen}>
        {entity.name}
      </a>
      {onAction && <EntityRowMenu entity={entity} onAction={onAction} />}
    </>
  );
}
