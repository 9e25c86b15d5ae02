import type { ReactNode } from 'react';
import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';

/** How many placeholder rows an admin list shows while it loads (spec section 9). */
export const LOADING_ROWS = 5;

export interface ListStatesProps<T> {
  /** The list's read, as the data modules' queries answer it. */
  readonly query: {
    readonly data?: readonly T[];
    readonly error?: Error;
    readonly mutate: () => unknown;
  };
  /** The Skeleton's label: `Loading triggers`. */
  readonly loadingLabel: string;
  /** The error panel's title: `Failed to retrieve database triggers`. */
  readonly failedTitle: string;
  /** What an empty list says. */
  readonly empty: { readonly title: string; readonly description: string };
  /** The search as typed, and whether an item matches it. */
  readonly search: string;
  readonly matches: (item: T) => boolean;
  /** The list itself, of the items the search leaves. */
  readonly children: (shown: readonly T[]) => ReactNode;
}

/**
 * An admin list's states before its rows: loading, failed (with retry), empty, and a search
 * that leaves nothing; the list itself once there are rows to show.
 */
export function ListStates<T>({
  query,
  loadingLabel,
  failedTitle,
  empty,
  search,
  matches,
  children,
}: ListStatesProps<T>) {
  if (query.error) {
    return (
      <ErrorPanel
        headingLevel={2}
        title={failedTitle}
        message={query.error.message}
        onRetry={() => void query.mutate()}
      />
    );
  }
  if (!query.data) return <Skeleton count={LOADING_ROWS} label={loadingLabel} />;
  if (query.data.length === 0) return <EmptyState headingLevel={2} {...empty} />;
  const shown = query.data.filter(matches);
  if (shown.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No results found"
        description={`Your search for "${search}" did not return any results`}
      />
    );
  }
  return <>{children(shown)}</>;
}
