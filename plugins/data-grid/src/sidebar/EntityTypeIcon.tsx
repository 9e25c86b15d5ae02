import { ENTITY_TYPE_LABELS, type EntityType } from './data/entity.js';
import * as css from './TableEditorSidebar.css.js';

/** Stroke paths on a 16x16 grid: one shape per kind, told apart without colour. */
const paths: Record<EntityType, string> = {
  // A table: a header row over columns.
  r: 'M2.5 3h11v10h-11z M2.5 6.5h11 M6.5 6.5V13',
  // A view: an eye.
  v: 'M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8s-2.5 4.5-6.5 4.5S1.5 8 1.5 8z M8 9.75a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  // A materialized view: stored layers.
  m: 'M8 2.5l5.5 2.75L8 8 2.5 5.25z M2.5 8.25L8 11l5.5-2.75 M2.5 11.25L8 14l5.5-2.75',
  // A foreign table: a table whose rows live elsewhere (an arrow out).
  f: 'M7 3H2.5v10h10V9 M2.5 6.5H7 M9.5 2.5h4v4 M13.5 2.5L8 8',
  // A partitioned table: one table in separate parts.
  p: 'M2.5 3h4.5v10H2.5z M9 3h4.5v10H9z M2.5 6.5H7 M9 6.5h4.5',
};

export interface EntityTypeIconProps {
  readonly type: EntityType;
  /** Named (an image called 'View') where the icon stands alone; hidden beside a visible name. */
  readonly isDecorative?: boolean;
}

/** The kind of a sidebar entity (table, view, ...), drawn instead of Postgres's r/v/m/f/p. */
export function EntityTypeIcon({ type, isDecorative = false }: EntityTypeIconProps) {
  const label = ENTITY_TYPE_LABELS[type];
  const icon = (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
    >
      <path d={paths[type]} />
    </svg>
  );
  if (isDecorative) return <span className={css.typeIcon}>{icon}</span>;
  // The name is the image's, and the pointer's tooltip; no text, so the row reads as its name.
  return (
    <span className={css.typeIcon} role="img" aria-label={label} title={label}>
      {icon}
    </span>
  );
}
