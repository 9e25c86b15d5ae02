import { Box, Button, ButtonLink, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import type { ReactNode } from 'react';

export interface GridBodyProps {
  readonly error: Error | undefined;
  /** The impersonated role, named in the error: the rows failed for it, not for the user. */
  readonly role?: string;
  readonly isLoading: boolean;
  readonly rowCount: number;
  readonly isFiltered: boolean;
  /** Row level security hides every row from `role`: the table's policies, to change that. */
  readonly hiddenByRls?: { readonly policiesHref: string };
  /** Import is offered only with write permission on a table. */
  readonly onImport?: () => void;
  readonly onRemoveFilters: () => void;
  readonly onRetry: () => void;
  readonly grid: ReactNode;
  /** The column header row alone, kept above an empty state so a new table shows its columns. */
  readonly header: ReactNode;
}

/** What the data view shows: the error panel, a skeleton, one of the empty states, or the grid. */
export function GridBody({
  error,
  role,
  isLoading,
  rowCount,
  isFiltered,
  hiddenByRls,
  onImport,
  onRemoveFilters,
  onRetry,
  grid,
  header,
}: GridBodyProps) {
  const withHeader = (empty: ReactNode) => (
    <Box display="flex" flexDirection="column" style={{ height: '100%', minHeight: 0 }}>
      {header}
      <Box flexGrow={1} style={{ minHeight: 0, overflow: 'auto' }}>
        {empty}
      </Box>
    </Box>
  );
  if (error && rowCount === 0) {
    const panel = (
      <ErrorPanel
        title="Failed to retrieve rows from table"
        message={
          role ? `The role ${role} could not read these rows: ${error.message}` : error.message
        }
        onRetry={onRetry}
      />
    );
    if (!isFiltered) return panel;
    // A filter is often what failed (a value the column's type refuses): one press undoes it.
    return (
      <Box display="flex" flexDirection="column" alignItems="center" gap="small">
        {panel}
        <Button variant="ghost" onPress={onRemoveFilters}>
          Remove all filters
        </Button>
      </Box>
    );
  }
  if (isLoading) return <Skeleton count={6} label="Loading rows" />;
  if (rowCount === 0 && isFiltered) {
    return withHeader(
      <EmptyState
        headingLevel={2}
        title="No rows match the filters"
        description="The filters of this view leave no rows. Remove them to see every row."
        action={<Button onPress={onRemoveFilters}>Remove all filters</Button>}
      />,
    );
  }
  if (rowCount === 0 && hiddenByRls && role) {
    return withHeader(
      <EmptyState
        headingLevel={2}
        title={`The role ${role} sees none of this table's rows`}
        description={`The table has rows, but row level security hides all of them from ${role}: no policy lets it read them.`}
        action={<ButtonLink href={hiddenByRls.policiesHref}>View the table's policies</ButtonLink>}
      />,
    );
  }
  if (rowCount === 0) {
    return withHeader(
      <EmptyState
        headingLevel={2}
        title="This table is empty"
        description="Add rows with Insert, or import them from a CSV file."
        action={onImport && <Button onPress={onImport}>Import data via CSV</Button>}
      />,
    );
  }
  return grid;
}
