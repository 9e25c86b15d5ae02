import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams, RequirePermission } from '@atrium/core/plugin-api';
import { Box, EmptyState, ErrorPanel, Skeleton, visuallyHidden } from '@atrium/design-system';
import { LazyTableEditorPanel } from './panels/lazy-panels.js';
import { parseTableId, TableNotFound } from './TableNotFound.js';
import { NewTableButton } from './sidebar/NewTableButton.js';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { TableEditorSidebar } from './sidebar/TableEditorSidebar.js';
import { useSelectedSchema } from './sidebar/use-selected-schema.js';

// A chunk of its own: the editor home (sidebar only) does not load the grid until a table is open.
const TableGrid = lazy(async () => ({ default: (await import('./grid/TableGrid.js')).TableGrid }));

/** `/project/{ref}/editor[/{id}]`: the sidebar of entities beside the selected table's grid. */
export function TableEditorPage() {
  const params = useParams<{ id?: string }>();
  const tableId = parseTableId(params.id);
  return (
    <RequirePermission
      action="sql:admin:read"
      resource="tables"
      description="view tables from this project"
    >
      {/* The page's one h1 (the shell's main holds it); the sidebar and grid name the rest. */}
      <h1 className={visuallyHidden}>Table Editor</h1>
      <Box display="flex" style={{ height: '100%', minHeight: 0 }}>
        <TableEditorSidebar selectedId={tableId} />
        <Box flexGrow={1} style={{ minWidth: 0 }}>
          {params.id !== undefined && tableId === undefined ? (
            <TableNotFound id={params.id} />
          ) : tableId === undefined ? (
            <NoTableSelected />
          ) : (
            <GridBoundary key={tableId}>
              <Suspense fallback={<Skeleton count={8} label="Loading the table" />}>
                <TableGrid tableId={tableId} />
              </Suspense>
            </GridBoundary>
          )}
        </Box>
      </Box>
    </RequirePermission>
  );
}

/** The editor home: an invitation to pick a table, or to create one where that is allowed. */
function NoTableSelected() {
  const { schema } = useSelectedSchema(undefined);
  const [creating, setCreating] = useState(false);
  const writable = schema !== undefined && !isProtectedSchema(schema);
  return (
    <Box display="flex" alignItems="center" justifyContent="center" height="100%" padding="xlarge">
      <EmptyState
        headingLevel={2}
        title="Select a table or create a new one"
        description="Choose a table from the sidebar to see and edit its rows."
        action={writable && <NewTableButton onPress={() => setCreating(true)} />}
      />
      {writable && creating && (
        <Suspense fallback={null}>
          <LazyTableEditorPanel schema={schema} isOpen onOpenChange={setCreating} />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * Keeps a failing grid to its own area: the sidebar stays usable, so another table can be opened
 * (the plugin's own boundary would replace the whole page).
 */
class GridBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    return error ? (
      <ErrorPanel title="Failed to show this table" message={error.message} />
    ) : (
      this.props.children
    );
  }
}
