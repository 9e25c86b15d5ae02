import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useServices } from '../host/services-context.js';
import { Contribution } from '../plugin-api/Contribution.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import * as styles from './AppShell.css.js';
import { AccountMenu } from './AccountMenu.js';
import { LeaveOutOnError } from './breadcrumb/LeaveOutOnError.js';
import { CommandPaletteButton } from './CommandPaletteButton.js';
import { NavToggle } from './NavToggle.js';
import { ThemeToggle } from './ThemeToggle.js';
import { useNavRail } from './use-nav-rail.js';

// Not needed for the first paint; its project menu loads only when first used (ProjectSwitcher).
const ProjectBreadcrumb = lazy(async () => ({
  default: (await import('./breadcrumb/ProjectBreadcrumb.js')).ProjectBreadcrumb,
}));

/**
 * The frame around every page: a header with the navigation switch, the organization and project
 * in view (a breadcrumb that switches project), the command palette, the theme switch and the
 * account menu, the navigation a plugin contributes (`shell.navigation@1`; none when no plugin
 * does), and the page. Collapsed, the navigation is a narrow icon rail, so the
 * page gets the width.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { registry } = useServices();
  const navigation = registry.contributions(extensionPoints.shellNavigation)[0];
  const rail = useNavRail();
  const navId = useId();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {navigation?.load && (
          <div className={styles.navToggleSlot}>
            <NavToggle collapsed={rail.collapsed} controls={navId} onToggle={rail.toggle} />
          </div>
        )}
        <Link href="/" className={styles.brand}>
          Atrium
        </Link>
        <div className={styles.trail}>
          <LeaveOutOnError>
            <Suspense fallback={null}>
              <ProjectBreadcrumb />
            </Suspense>
          </LeaveOutOnError>
        </div>
        <CommandPaletteButton />
        <ThemeToggle />
        <AccountMenu />
      </header>
      {navigation?.load ? (
        <nav
          id={navId}
          className={styles.nav[rail.collapsed ? 'collapsed' : 'expanded']}
          aria-label={navigation.data.label}
        >
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
