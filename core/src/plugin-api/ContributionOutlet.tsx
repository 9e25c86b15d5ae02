import { Contribution } from './Contribution.js';
import type { ContributedComponent, ExtensionPoint } from './extension-points.js';
import { useContributions } from './hooks.js';

/**
 * Renders the component of every contribution to an extension point, each lazily loaded and
 * contained by its own error boundary, so one failing plugin cannot take the others down.
 */
export function ContributionOutlet<TData>({
  point,
}: {
  point: ExtensionPoint<TData, ContributedComponent<TData>>;
}) {
  const contributions = useContributions(point);
  return (
    <>
      {contributions.map((c) => (
        <Contribution key={c.id} contribution={c} props={{ data: c.data }} />
      ))}
    </>
  );
}
