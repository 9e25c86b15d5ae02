import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { componentPages } from '../content/component-pages.js';
import { docSections } from '../content/doc-pages.js';
import * as styles from './Layout.css.js';

interface NavGroup {
  readonly title: string;
  readonly links: readonly { readonly route: string; readonly label: string }[];
}

const groups: readonly NavGroup[] = [
  ...docSections.map((section) => ({
    title: section.title,
    links: section.pages.map((page) => ({ route: page.route, label: page.title })),
  })),
  {
    title: 'Components',
    links: componentPages.map((page) => ({ route: page.route, label: page.doc.name })),
  },
];

/** Every page of the site, grouped; the current one is marked for screen readers too. */
export function Sidebar() {
  const [location] = useLocation();
  const list = useRef<HTMLDivElement>(null);
  // Opened on a deep page (a shared link), the current entry may be below the fold: show it.
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [location]);
  return (
    <div ref={list}>
      <Link
        href="/"
        className={styles.navLink}
        aria-current={location === '/' ? 'page' : undefined}
      >
        Home
      </Link>
      {groups.map((group) => (
        <section key={group.title} className={styles.navGroup}>
          <h2 className={styles.navHeading}>{group.title}</h2>
          <ul className={styles.navList}>
            {group.links.map((link) => (
              <li key={link.route}>
                <Link
                  href={link.route}
                  className={styles.navLink}
                  aria-current={location === link.route ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
