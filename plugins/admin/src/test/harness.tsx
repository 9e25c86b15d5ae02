import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';
import manifest from '../manifest.js';

/** Mounts an admin screen as the shell does, with a fresh SWR cache per test. */
export function AdminHarness({
  path = '/project/p1/database/tables',
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
        pluginId="admin"
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

/** Every read of the admin screens, and no write: a member who may only look. */
export const READ_ONLY: readonly Grant[] = [{ action: 'sql:admin:read', resource: '*' }];
