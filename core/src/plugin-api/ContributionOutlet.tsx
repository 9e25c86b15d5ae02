import { LazyPluginComponent } from '../host/LazyPluginComponent.js';
import type { ExtensionPoint } from './extension-points.js';
import { useContributions } from './hooks.js';

/**
 * Renders the component of every contribution to an extension point, each lazily loaded and
 * contained by its own error boundary, so one failing plugin cannot take the others down.
 */
export function ContributionOutlet<TData>({ point }: { point: ExtensionPoint<TData> }) {
  const contributions = useContributions(point);
  return (
    <>
      {contributions.map((c) =>
        c.loadComponent ? (
          <LazyPluginComponent
            key={c.id}
            pluginId={c.pluginId}
            where={c.id}
            load={c.loadComponent}
            props={{ data: c.data }}
          />
        ) : null,
      )}
    </>
  );
}
