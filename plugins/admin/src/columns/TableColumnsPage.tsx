import { Suspense, useState } from 'react';
import { useParams, usePluginContext, type Column } from '@atrium/core/plugin-api';
import { Box, SearchField } from '@atrium/design-system';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { useColumns, useTable } from '../data/column-queries.js';
import { CreateButton } from '../shared/CreateButton.js';
import { LazyColumnEditorPanel } from '../shared/lazy-panels.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { CREATE_COLUMNS_DENIED } from './access.js';
import { ColumnList } from './ColumnList.js';
import { DeleteColumnDialog } from './DeleteColumnDialog.js';

/** What is open over the list: the column panel (new or edit), or the delete confirmation. */
type Opened =
  { readonly kind: 'new' } | { readonly kind: 'edit' | 'delete'; readonly column: Column };

/** `/project/{ref}/database/tables/{id}`: one table's columns (spec section 2). */
export function TableColumnsPage() {
  const { projectRef } = usePluginContext();
  const tableId = Number(useParams<{ id: string }>().id);
  const table = useTable(tableId);
  const columns = useColumns(tableId);
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const schema = table.data?.schema;
  // Until the table is known, nothing is offered that it might refuse.
  const readOnly = schema === undefined || isProtectedSchema(schema);
  const close = () => setOpened(null);
  const tableName = table.data ? `${table.data.schema}.${table.data.name}` : `#${tableId}`;
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title={table.data ? `Columns of ${table.data.name}` : 'Columns'}
        back={{
          href: `/project/${projectRef}/database/tables${schema ? `?schema=${encodeURIComponent(schema)}` : ''}`,
          label: 'Back to tables',
        }}
        filters={
          <SearchField
            label="Filter columns"
            placeholder="Filter columns"
            value={filter}
            onChange={setFilter}
          />
        }
        action={
          !readOnly && (
            <CreateButton
              resource="columns"
              label="New column"
              denied={CREATE_COLUMNS_DENIED}
              onPress={() => setOpened({ kind: 'new' })}
            />
          )
        }
      />
      {schema !== undefined && isProtectedSchema(schema) && (
        <ProtectedSchemaBanner schema={schema} objects="columns" />
      )}
      <ColumnList
        tableName={tableName}
        columns={{
          data: columns.data,
          error: columns.error ?? table.error,
          retry: () => void Promise.all([table.mutate(), columns.mutate()]),
        }}
        filter={filter}
        readOnly={readOnly}
        onEdit={(column) => setOpened({ kind: 'edit', column })}
        onDelete={(column) => setOpened({ kind: 'delete', column })}
      />
      {(opened?.kind === 'new' || opened?.kind === 'edit') && (
        <Suspense fallback={null}>
          <LazyColumnEditorPanel
            tableId={tableId}
            column={opened.kind === 'edit' ? opened.column : undefined}
            isOpen
            onClose={close}
            // The shared mutations refresh this list; nothing else follows a rename here.
            onSaved={() => {}}
          />
        </Suspense>
      )}
      {opened?.kind === 'delete' && <DeleteColumnDialog column={opened.column} onClose={close} />}
    </Box>
  );
}
