import { useEffect, type ComponentType } from 'react';
import { LazyPluginComponent } from '../../host/LazyPluginComponent.js';
import type { PointContribution } from '../../plugin-api/extension-points.js';
import type {
  PaletteDestinations,
  PaletteDestinationsData,
  UsePaletteDestinations,
} from '../../plugin-api/palette-destinations.js';

export type Report = (contributionId: string, result: PaletteDestinations) => void;

interface SourceProps {
  readonly contributionId: string;
  readonly search: string;
  readonly report: Report;
}

type SourceLoader = () => Promise<ComponentType<SourceProps>>;
type HookLoader = () => Promise<UsePaletteDestinations>;

/**
 * A contribution's hook as a component that renders nothing and reports what the hook answers.
 * One per loader, so its lazy component (and the hook's state) lasts while the palette is open.
 */
const sourceByLoader = new WeakMap<HookLoader, SourceLoader>();

function sourceOf(load: HookLoader): SourceLoader {
  let source = sourceByLoader.get(load);
  if (!source) {
    source = async () => {
      const useDestinations = await load();
      return function DestinationSource({ contributionId, search, report }: SourceProps) {
        const result = useDestinations(search);
        useEffect(() => report(contributionId, result), [contributionId, result, report]);
        return null;
      };
    };
    sourceByLoader.set(load, source);
  }
  return source;
}

/**
 * Runs every `palette.destinations@1` contribution's hook as its own plugin (its context, its
 * error boundary): each reports its matches for `search`. A hook that throws shows its plugin's
 * error panel here, and the palette keeps working with the others.
 */
export function DestinationSources({
  contributions,
  search,
  report,
}: {
  readonly contributions: readonly PointContribution<
    PaletteDestinationsData,
    UsePaletteDestinations
  >[];
  readonly search: string;
  readonly report: Report;
}) {
  return contributions.map(
    (contribution) =>
      contribution.load && (
        <LazyPluginComponent
          key={contribution.id}
          pluginId={contribution.pluginId}
          where={contribution.id}
          load={sourceOf(contribution.load)}
          props={{ contributionId: contribution.id, search, report }}
          fallback={null}
        />
      ),
  );
}
