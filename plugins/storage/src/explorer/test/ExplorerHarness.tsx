import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';

/** Mounts the explorer as the shell does, in a project, with a fresh SWR cache per test. */
export function ExplorerHarness({
  path = '/project/default/storage/buckets/photos',
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
      {/* jsdom has no layout: tell virtuoso the viewport and row sizes. */}
      <VirtuosoMockContext.Provider value={{ viewportHeight: 740, itemHeight: 37 }}>
        <PluginTestHarness pluginId="storage" path={path} grants={grants} feedback={feedback}>
          {children}
        </PluginTestHarness>
      </VirtuosoMockContext.Provider>
    </SWRConfig>
  );
}
