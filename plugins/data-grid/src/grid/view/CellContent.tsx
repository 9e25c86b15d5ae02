import { Contribution, Link } from '@atrium/core/plugin-api';
import { cellDisplayText } from '../model/cell-text.js';
import * as styles from './GridView.css.js';
import { useCellRenderer } from './use-cell-renderer.js';

export interface CellContentProps {
  readonly value: unknown;
  /** The server cut the value at 10,240 characters: offer the full one. */
  readonly isTruncated: boolean;
  /** Whether 'Load full value' can work here (the table has a primary key to read the row by). */
  readonly canLoadFullValue: boolean;
  /** A foreign key's link to the referenced row. */
  readonly href?: string;
  readonly rowIndex: number;
  readonly col: number;
  /** The column's name and Postgres type, for a renderer another plugin contributes. */
  readonly column: { readonly name: string; readonly type: string };
}

/** Spec section 8: why a cut value cannot be loaded whole. */
export const NO_FULL_VALUE = 'Unable to load value as table has no primary keys';

/** A cell's value: NULL, capped text, and the foreign-key link or 'Load full value' action. */
export function CellContent({
  value,
  isTruncated,
  canLoadFullValue,
  href,
  rowIndex,
  col,
  column,
}: CellContentProps) {
  const renderer = useCellRenderer(column.type);
  const text = cellDisplayText(value);
  if (text === null) return <span className={styles.nullValue}>NULL</span>;
  // A contributed renderer draws whole values only: a cut one keeps 'Load full value'.
  if (renderer && !isTruncated && !href) {
    const props = { value, column, data: renderer.data };
    return <Contribution contribution={renderer} props={props} fallback={text} />;
  }
  if (!href && !isTruncated) return <>{text}</>;
  return (
    <span className={styles.cellWithAction}>
      <span
        className={styles.cellText}
        title={isTruncated && !canLoadFullValue ? NO_FULL_VALUE : undefined}
      >
        {text}
      </span>
      {isTruncated && canLoadFullValue && (
        // Delegated: the grid handles presses on [data-load-full].
        <button
          type="button"
          tabIndex={-1}
          className={styles.inlineAction}
          data-load-full={`${rowIndex}:${col}`}
        >
          Load full value
        </button>
      )}
      {href && (
        <Link
          href={href}
          tabIndex={-1}
          className={styles.cellLink}
          aria-label={`Open the referenced row (${text})`}
        >
          ↗
        </Link>
      )}
    </span>
  );
}
