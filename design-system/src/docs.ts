import type { ReactNode } from 'react';

/** One documented prop, shown in the docs site's props table. */
export interface PropDoc {
  readonly name: string;
  readonly type: string;
  readonly default?: string;
  readonly description: string;
}

/**
 * What each component folder's `*.example.tsx` exports: the docs site renders every example live
 * and interactive, and lists the props.
 */
export interface ComponentDoc {
  readonly name: string;
  readonly description: string;
  readonly props: readonly PropDoc[];
  readonly examples: ReadonlyArray<{ readonly title: string; readonly render: () => ReactNode }>;
}
