import type { ReactNode } from 'react';

/**
 * What each component folder's `*.example.tsx` exports: the docs site renders every example live
 * and interactive. The props tables are generated from the components' TypeScript types at build
 * time (docs/site/src/prop-tables), so nothing here repeats them.
 */
export interface ComponentDoc {
  readonly name: string;
  readonly description: string;
  /**
   * The exported prop types to tabulate, one table each, for components made of parts
   * (`['MenuProps', 'MenuItemProps']`). Defaults to `${name}Props`.
   */
  readonly propTypes?: readonly string[];
  readonly examples: ReadonlyArray<{ readonly title: string; readonly render: () => ReactNode }>;
}
