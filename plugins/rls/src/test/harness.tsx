import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Grant } from '@atrium/common/permissions';
import { PluginTestHarness } from '@atrium/core/testing';
import { vi } from 'vitest';
import manifest from '../manifest.js';

/** Feedback whose confirmations say yes, with spies to read the toasts. */
export function acceptingFeedback() {
  return {
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    confirm: vi.fn(async () => true),
  };
}

/** Mounts an rls component as the shell does, with a fresh SWR cache per test. */
export function RlsHarness({
  path = '/project/p1/auth/policies',
  grants,
  feedback,
  children,
}: {
  path?: string;
  grants?: readonly Grant[];
  feedback?: ReturnType<typeof acceptingFeedback>;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness
        pluginId="rls"
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
