import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useServices } from '../host/services-context.js';
import { Contribution } from '../plugin-api/Contribution.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import * as styles from './AppShell.css.js';
import { CommandPaletteButton } from './CommandPaletteButton.js';
import { ThemeToggle } from './ThemeToggle.js';

/**
 * The frame around every page: a header with the command palette and theme switch, the
 * navigation a plugin contributes (`shell.navigation@1`; none when no plugin does), and the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { registry } = useServices();
  const navigation = registry.contributions(extensionPoints.shellNavigation)[0];
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          Atrium
        </Link>
        <CommandPaletteButton />
        <ThemeToggle />
      </header>
      {navigation?.load ? (
        <nav className={styles.nav} aria-label={navigation.data.label}>
          <Contribution contribution={navigation} props={{ data: navigation.data }} />
        </nav>
      ) : (
        <div />
      )}
      {/* Focusable, so a keyboard can scroll a page with nothing else to focus. */}
      <main className={styles.main} tabIndex={0}>
        {children}
      </main>
    </div>
  );
}
