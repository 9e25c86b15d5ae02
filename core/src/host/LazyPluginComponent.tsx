import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { Skeleton } from '@atrium/design-system';
import { PluginBoundary } from './PluginBoundary.js';
import { PluginScopeContext } from './plugin-scope.js';

interface Props<P> {
  readonly pluginId: string;
  readonly where: string;
  readonly load: () => Promise<ComponentType<P>>;
  readonly props: P;
  /** Shown while the code loads; a skeleton unless given. */
  readonly fallback?: ReactNode;
}

/**
 * One lazy component per loader, shared by every place that renders it: a cell renderer in a
 * hundred cells suspends once, not once per cell.
 */
// `object` props: the map holds components of every prop type; lazyOf restores each one's own.
type AnyLoader = () => Promise<ComponentType<object>>;
const lazyByLoader = new WeakMap<AnyLoader, ComponentType<object>>();

function lazyOf<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const key = load as unknown as AnyLoader;
  let component = lazyByLoader.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: await key() };
      } catch (error) {
        lazyByLoader.delete(key); // the next render tries again, as the loader does
        throw error;
      }
    });
    lazyByLoader.set(key, component);
  }
  return component as ComponentType<P>;
}

/** Loads a plugin's component on first render, with a skeleton meanwhile and a boundary around. */
export function LazyPluginComponent<P extends object>({
  pluginId,
  where,
  load,
  props,
  fallback = <Skeleton count={3} />,
}: Props<P>) {
  const Lazy = lazyOf(load);
  return (
    <PluginScopeContext.Provider value={pluginId}>
      <PluginBoundary pluginId={pluginId} where={where}>
        <Suspense fallback={fallback}>
          <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </PluginBoundary>
    </PluginScopeContext.Provider>
  );
}
