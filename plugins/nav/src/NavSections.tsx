import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Badge, Skeleton, type BadgeTone } from '@atrium/design-system';
import type { LinkEntry, MenuEntry } from './build-menu.js';
import type { Section } from './group.js';
import * as styles from './NavSections.css.js';

/** Maturity reads as caution for ALPHA and as information for BETA. */
const BADGE_TONE = {
  ALPHA: 'caution',
  BETA: 'info',
  NEW: 'accent',
} as const satisfies Record<NonNullable<LinkEntry['badge']>, BadgeTone>;

/**
 * The menu as headed lists of links. Links are plain anchors (react-aria routes them through the
 * app's router), so Tab reaches each one and the browser's own link behaviours keep working.
 */
export function NavSections({ sections }: { sections: readonly Section<MenuEntry>[] }) {
  return (
    <div className={styles.menu}>
      {sections.map((section) => (
        <MenuSection key={section.title} section={section} />
      ))}
    </div>
  );
}

function MenuSection({ section }: { section: Section<MenuEntry> }) {
  const headingId = useId();
  return (
    <div>
      <h2
        id={headingId}
        className={styles.heading}
        data-current={holdsCurrent(section) || undefined}
      >
        {section.title}
      </h2>
      <ul aria-labelledby={headingId} className={styles.list}>
        {section.items.map((entry) => (
          <li key={entry.id}>
            {entry.state === 'link' ? (
              <MenuLink entry={entry} />
            ) : (
              <div className={styles.pending}>
                <Skeleton count={1} label={`Loading ${entry.label}`} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the section holds the link to the page in view. */
export const holdsCurrent = (section: Section<MenuEntry>) =>
  section.items.some((entry) => entry.state === 'link' && entry.current);

function MenuLink({ entry }: { entry: LinkEntry }) {
  return (
    <Link
      href={entry.href}
      className={styles.link}
      aria-current={entry.current ? 'page' : undefined}
    >
      <span>{entry.label}</span>
      {entry.badge && <Badge tone={BADGE_TONE[entry.badge]}>{entry.badge}</Badge>}
    </Link>
  );
}
