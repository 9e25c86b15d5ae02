import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useSearch } from '@atrium/core/plugin-api';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';
import { SWRConfig } from 'swr';

/** Shows where the app navigated to, for assertions. */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output aria-label="location">{search ? `${path}?${search}` : path}</output>;
}

/** react-aria links navigate through wouter, as in the shell. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}

/**
 * Mounts table-editor components as the shell does, with a fresh SWR cache per test and the
 * current location shown in an `output` named 'location'.
 */
export function EditorHarness({
  path = '/project/test/editor?schema=public',
  grants,
  feedback,
  children,
}: {
  path?: string;
  grants?: readonly Grant[];
  feedback?: PluginTestHarnessProps['feedback'];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness pluginId="data-grid" path={path} grants={grants} feedback={feedback}>
        <AriaRouter>{children}</AriaRouter>
        <LocationProbe />
      </PluginTestHarness>
    </SWRConfig>
  );
}
