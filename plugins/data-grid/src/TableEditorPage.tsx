import { Box } from '@atrium/design-system';
import { useParams } from 'wouter';
import { TableGrid } from './grid/TableGrid.js';
import { TableEditorSidebar } from './sidebar/TableEditorSidebar.js';

/** `/project/{ref}/editor[/{id}]`: the sidebar of entities beside the selected table's grid. */
export function TableEditorPage() {
  const params = useParams<{ id?: string }>();
  const tableId = params.id === undefined ? undefined : Number(params.id);
  return (
    <Box display="flex" style={{ height: '100%', minHeight: 0 }}>
      <TableEditorSidebar selectedId={tableId} />
      <Box as="main" flexGrow={1} style={{ minWidth: 0 }}>
        {tableId === undefined ? null : <TableGrid key={tableId} tableId={tableId} />}
      </Box>
    </Box>
  );
}
