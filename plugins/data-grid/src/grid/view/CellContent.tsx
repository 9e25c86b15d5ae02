import { Link } from 'wouter';
import { cellDisplayText } from '../model/cell-text.js';
import * as styles from './GridView.css.js';

export interface CellContentProps {
  readonly value: unknown;
  /** The server cut the value at 10,240 characters: offer the full one. */
  readonly isTruncated: boolean;
  /** A foreign key's link to the referenced row. */
  readonly href?: string;
  readonly rowIndex: number;
  readonly col: number;
}

/** A cell's value: NULL, capped text, and the foreign-key link or 'Load full value' action. */
export function CellContent({ value, isTruncated, href, rowIndex, col }: CellContentProps) {
  const text = cellDisplayText(value);
  if (text === null) return <span className={styles.nullValue}>NULL</span>;
  if (!href && !isTruncated) return <>{text}</>;
  return (
    <span className={styles.cellWithAction}>
      <span className={styles.cellText}>{text}</span>
      {isTruncated && (
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
