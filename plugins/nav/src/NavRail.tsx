import { Link } from 'react-aria-components';
import { InlineTooltip } from '@atrium/design-system';
import type { LinkEntry, MenuEntry } from './build-menu.js';
import type { Section } from './group.js';
import * as styles from './NavRail.css.js';
import { SectionIcon } from './SectionIcon.js';

/**
 * The collapsed menu: one icon per section, as the hosted dashboard's rail. An icon leads to its
 * section's entry for the page in view, else to its first page; the shell's switch brings the full
 * menu back. Each icon is named by its section (accessible name and tooltip), and only the
 * section holding the page in view is marked current, so the rail too shows one place.
 */
export function NavRail({ sections }: { sections: readonly Section<MenuEntry>[] }) {
  return (
    <ul className={styles.rail}>
      {sections.map((section) => {
        const target = railTarget(section);
        // A section whose items are all still loading has nowhere to lead yet.
        if (!target) return null;
        return (
          <li key={section.title}>
            <InlineTooltip content={section.title} placement="right">
              <Link
                href={target.href}
                aria-label={section.title}
                aria-current={target.current ? 'page' : undefined}
                className={styles.link}
              >
                <SectionIcon section={section.title} />
              </Link>
            </InlineTooltip>
          </li>
        );
      })}
    </ul>
  );
}

/** Where a section's icon leads: its entry for the page in view, else its first link. */
function railTarget(section: Section<MenuEntry>): LinkEntry | undefined {
  const links = section.items.filter((entry): entry is LinkEntry => entry.state === 'link');
  return links.find((entry) => entry.current) ?? links[0];
}
