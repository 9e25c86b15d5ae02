import type { ReactNode } from 'react';
import { LazyPluginComponent } from '../host/LazyPluginComponent.js';
import type { PointContribution } from './extension-points.js';

interface Props<P> {
  readonly contribution: PointContribution<unknown, React.ComponentType<P>>;
  readonly props: P;
  /** Shown while its code loads; a skeleton unless given. */
  readonly fallback?: ReactNode;
}

/**
 * One contribution's component, loaded on first render and run as its own plugin (its context,
 * its error boundary), so a point's owner can place it anywhere without trusting it.
 */
export function Contribution<P extends object>({ contribution, props, fallback }: Props<P>) {
  if (!contribution.load) return null;
  return (
    <LazyPluginComponent
      pluginId={contribution.pluginId}
      where={contribution.id}
      load={contribution.load}
      props={props}
      fallback={fallback}
    />
  );
}
