import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';

/**
 * For tests only: jsdom lays nothing out, so a virtualised `Table` sees a viewport of height 0
 * and renders no rows. Inside this, every Table gets a viewport and a row height, and renders the
 * rows that fit. A plugin's test imports it from `@atrium/design-system/lazy/Table/TableLayoutForTests`
 * (its code never ships: nothing but tests imports it).
 */
export function TableLayoutForTests({
  children,
  viewportHeight = 600,
  rowHeight = 35,
}: {
  children: ReactNode;
  viewportHeight?: number;
  rowHeight?: number;
}) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight: rowHeight }}>
      {children}
    </VirtuosoMockContext.Provider>
  );
}
