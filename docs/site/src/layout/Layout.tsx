import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './Layout.css.js';
import { Sidebar } from './Sidebar.js';
import { ThemeSwitch } from './ThemeSwitch.js';
import { usePageChange } from './use-page-change.js';

/** Header, the 'Documentation' navigation landmark, and the page. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageChange(main);
  // `#content` would be read as a route under hash routing, so the skip link moves focus itself.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          Atrium docs
        </Link>
        <ThemeSwitch />
      </header>
      <nav className={styles.nav} aria-label="Documentation">
        <Sidebar />
      </nav>
      <main id="content" ref={main} className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
