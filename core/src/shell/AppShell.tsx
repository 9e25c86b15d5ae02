import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useServices } from '../host/services-context.js';
import { Contribution } from '../plugin-api/Contribution.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import * as styles from './AppShell.css.js';
import { AccountMenu } from './AccountMenu.js';
import { CommandPaletteButton } from './CommandPaletteButton.js';
import { ThemeToggle } from './ThemeToggle.js';

/**
 * The frame around every page: a header with the command palette, theme switch and account menu, the
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
        <AccountMenu />
      </header>
      {navigation?.load ? (
        <nav className={styles.nav} aria-label={navigation.data.label}>
          <Contribution contribution={navigation} props={{ data: navigation.data }} />
        </nav>
      ) : (
        <div />
      )}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
