import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { PluginTestHarness } from '@atrium/core/testing';
// The example plugin exports only its manifest and server part; the docs show its source as is.
import HelloCard from '../../../../examples/hello-plugin/src/HelloCard.js';
import * as styles from './guide.css.js';

/**
 * Inside the harness: its in-memory router drives react-aria links too (as the shell's does), and
 * the current location is shown, so pressing the card's link visibly navigates the harness.
 */
function HarnessRouting({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  return (
    <RouterProvider navigate={navigate}>
      {children}
      <p className={styles.location} aria-live="polite">
        Harness location: <code>{location}</code>
      </p>
    </RouterProvider>
  );
}

/** The hello plugin's real project-home card, mounted the way a plugin test mounts it. */
export function HelloCardDemo() {
  return (
    <figure className={styles.demo}>
      <PluginTestHarness pluginId="hello" path="/project/default">
        <HarnessRouting>
          <HelloCard data={{ title: 'Hello' }} />
        </HarnessRouting>
      </PluginTestHarness>
      <figcaption className={styles.caption}>
        Live: <code>HelloCard</code> from examples/hello-plugin inside{' '}
        <code>PluginTestHarness</code>, at <code>/project/default</code>.
      </figcaption>
    </figure>
  );
}
