import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/api/permissions';
import { PluginTestHarness } from '@atrium/core/testing';

/** Mounts grid components as the shell does, with a fresh SWR cache per test. */
export function GridHarness({
  path,
  grants,
  children,
}: {
  path: string;
  grants?: readonly Grant[];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {/* jsdom has no layout: tell virtuoso the viewport and row sizes. */}
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 35 }}>
        <PluginTestHarness pluginId="data-grid" path={path} grants={grants}>
          {children}
        </PluginTestHarness>
      </VirtuosoMockContext.Provider>
    </SWRConfig>
  );
}
