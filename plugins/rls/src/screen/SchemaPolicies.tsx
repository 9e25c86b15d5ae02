import { Box, ButtonLink, EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { usePolicies, useTables } from '../data/use-screen-data.js';
import type { TableSummary } from '../data/types.js';
import type { Policy } from '../policy/policy.js';
import { TableSection } from './TableSection.js';
import { useTableActions } from './use-table-actions.js';

export interface SchemaPoliciesProps {
  projectRef: string;
  schema: string;
  /** Keeps tables whose name contains it (case-insensitive). */
  search: string;
  onCreatePolicy: (table: TableSummary) => void;
  onEditPolicy: (table: TableSummary, policy: Policy) => void;
}

/** One section per table of the schema, or the loading, error and empty states. */
export function SchemaPolicies({
  projectRef,
  schema,
  search,
  onCreatePolicy,
  onEditPolicy,
}: SchemaPoliciesProps) {
  const tables = useTables(schema);
  const policies = usePolicies(schema);
  const actions = useTableActions();
  const error = tables.error ?? policies.error;
  if (error) {
    return (
      <ErrorPanel
        title="Failed to retrieve tables"
        message={error.message}
        onRetry={() => void Promise.all([tables.mutate(), policies.mutate()])}
      />
    );
  }
  if (!tables.data || !policies.data) return <Skeleton count={3} label="Loading tables" />;
  if (tables.data.length === 0) {
    return (
      <EmptyState
        framed
        title="No tables to create policies for"
        description="Policies belong to tables: create a table in this schema first."
        action={<ButtonLink href={`/project/${projectRef}/editor`}>Create a table</ButtonLink>}
      />
    );
  }
  const needle = search.trim().toLowerCase();
  const shown = tables.data.filter((table) => table.name.toLowerCase().includes(needle));
  if (shown.length === 0) {
    return <EmptyState framed title={`No tables match "${search}" in ${schema}`} />;
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {shown.map((table) => (
        <TableSection
          key={table.id}
          table={table}
          policies={policies.data!.filter((p) => p.table_id === table.id)}
          onToggleRls={() => void actions.toggleRls(table)}
          onCreatePolicy={() => onCreatePolicy(table)}
          onEditPolicy={(policy) => onEditPolicy(table, policy)}
          onDeletePolicy={(policy) => void actions.deletePolicy(policy)}
        />
      ))}
    </Box>
  );
}
