import { useCallback, useState } from 'react';
import type {
  PaletteDestination,
  PaletteDestinations,
} from '../../plugin-api/palette-destinations.js';
import type { Report } from './DestinationSources.js';

const same = (a: readonly PaletteDestination[], b: readonly PaletteDestination[]) =>
  a.length === b.length &&
  a.every(
    (d, i) =>
      d.href === b[i]!.href &&
      d.label === b[i]!.label &&
      d.kind === b[i]!.kind &&
      d.description === b[i]!.description,
  );

/**
 * What each destinations hook last reported, by contribution id. An answer equal to the last one
 * changes nothing, so a hook that returns new arrays on every render cannot loop the palette.
 */
export function useReportedDestinations(): [ReadonlyMap<string, PaletteDestinations>, Report] {
  const [reported, setReported] = useState<ReadonlyMap<string, PaletteDestinations>>(new Map());
  const report = useCallback<Report>((id, result) => {
    setReported((previous) => {
      const last = previous.get(id);
      if (last && !last.loading === !result.loading && same(last.items, result.items))
        return previous;
      return new Map(previous).set(id, result);
    });
  }, []);
  return [reported, report];
}
