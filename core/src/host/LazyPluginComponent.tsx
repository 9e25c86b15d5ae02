import { lazy, Suspense, useMemo, type ComponentType, type JSX } from 'react';
import { Skeleton } from '@atrium/design-system';
import { PluginBoundary } from './PluginBoundary.js';
import { PluginScopeContext } from './plugin-scope.js';

interface Props<P> {
  readonly pluginId: string;
  readonly where: string;
  readonly load: () => Promise<ComponentType<P>>;
  readonly props: P;
}

/** Loads a plugin's component on first render, with a skeleton meanwhile and a boundary around. */
export function LazyPluginComponent<P extends object>({ pluginId, where, load, props }: Props<P>) {
  const Lazy = useMemo(() => lazy(async () => ({ default: await load() })), [load]);
  return (
    <PluginScopeContext.Provider value={pluginId}>
      <PluginBoundary pluginId={pluginId} where={where}>
        <Suspense fallback={<Skeleton count={3} />}>
          <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </PluginBoundary>
    </PluginScopeContext.Provider>
  );
}
