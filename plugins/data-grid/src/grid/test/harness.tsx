import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';

/** Mounts grid components as the shell does, with a fresh SWR cache per test. */
export function GridHarness({
  path,
  grants,
  feedback,
  children,
}: {
  path: string;
  grants?: readonly Grant[];
  /** The toasts and confirmations; by default every confirmation is declined. */
  feedback?: PluginTestHarnessProps['feedback'];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {/* jsdom has no layout: tell virtuoso the viewport and row sizes. */}
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 35 }}>
        <PluginTestHarness pluginId="data-grid" path={path} grants={grants} feedback={feedback}>
          {children}
        </PluginTestHarness>
      </VirtuosoMockContext.Provider>
    </SWRConfig>
  );
}
