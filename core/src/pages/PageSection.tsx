import { useId, type ReactNode } from 'react';
import * as styles from './PageSection.css.js';

/**
 * One framed section of a core page: a heading that names the region, then its rows. With no
 * rows it says `empty` instead, so a section never shows as a bare frame.
 */
export function PageSection({
  title,
  count,
  empty = 'None',
  action,
  children,
}: {
  title: string;
  /** Shown beside the heading, muted: how many rows the section lists. */
  count?: number;
  /** What an empty section says. */
  empty?: ReactNode;
  /** A control at the heading's end, such as the section's New button. */
  action?: ReactNode;
  /** The rows (`PageRow`s); none shows `empty`. */
  children?: ReactNode[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {/* Outside the heading, so the region's name stays its title. */}
        {count !== undefined && <span className={styles.count}>{count}</span>}
        {action && <span className={styles.end}>{action}</span>}
      </div>
      {children?.length ? (
        <ul className={styles.rows}>{children}</ul>
      ) : (
        <div className={styles.empty}>{empty}</div>
      )}
    </section>
  );
}

/** A row of a PageSection. */
export function PageRow({ children }: { children: ReactNode }) {
  return <li className={styles.row}>{children}</li>;
}
