import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Route } from 'wouter';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/plugin-api/testing';

export interface RenderPluginOptions extends Omit<PluginTestHarnessProps, 'children' | 'path'> {
  /** The route the screen is declared at, with its parameters: `/project/:ref/hello`. */
  readonly route?: string;
  /** The location the test starts at, matching `route`: `/project/alpha/hello`. */
  readonly path: string;
}

/**
 * Renders a plugin's screen or component as the shell does: inside the plugin's scope (its
 * context, permissions, notifications), at `path`, under `route` so its parameters are read as
 * on the real route, and with a data cache of its own, so no read leaks from one test into the
 * next.
 */
export function renderPlugin(
  ui: ReactNode,
  { route, path, ...harness }: RenderPluginOptions,
): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness {...harness} path={path}>
        {route ? <Route path={route}>{ui}</Route> : ui}
      </PluginTestHarness>
    </SWRConfig>,
  );
}
