import type { ReactNode } from 'react';
import type { Grant } from '@atrium/common/permissions';
import type { PluginManifest } from '@atrium/core/plugin-api';
import { PluginTestHarness } from '@atrium/core/testing';

/**
 * Mounts a nav component the way the shell does: at `path`, with these grants and plugins. SWR's
 * cache is global here, so each test should use its own project ref.
 */
export function NavHarness({
  path,
  installed,
  grants,
  children,
}: {
  path: string;
  installed: readonly PluginManifest[];
  grants?: readonly Grant[];
  children: ReactNode;
}) {
  return (
    <PluginTestHarness pluginId="nav" path={path} installed={installed} grants={grants}>
      {children}
    </PluginTestHarness>
  );
}
