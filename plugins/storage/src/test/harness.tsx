import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';
import manifest from '../manifest.js';

/** Mounts a storage component as the shell does, with a fresh SWR cache per test. */
export function StorageHarness({
  path = '/project/p1/storage/buckets',
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
      <PluginTestHarness
        pluginId="storage"
        path={path}
        installed={[manifest]}
        grants={grants}
        feedback={feedback}
      >
        {children}
      </PluginTestHarness>
    </SWRConfig>
  );
}
