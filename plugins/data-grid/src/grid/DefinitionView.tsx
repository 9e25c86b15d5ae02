import { Badge, Table, tableColumnHelper } from '@atrium/design-system';
import type { GridColumn } from './model/grid-column.js';

const col = tableColumnHelper<GridColumn>();

const columns = col.columns([
  col.accessor((c) => c.key, { id: 'name', header: 'Name', size: 220 }),
  col.accessor((c) => c.source.format, { id: 'type', header: 'Type', size: 140 }),
  col.accessor((c) => c.source.default_value ?? '', {
    id: 'default',
    header: 'Default value',
    size: 220,
  }),
  col.accessor((c) => (c.source.is_nullable ? 'Yes' : 'No'), {
    id: 'nullable',
    header: 'Nullable',
    size: 90,
  }),
  col.display({
    id: 'keys',
    header: 'Keys',
    size: 220,
    cell: ({ row }) => (
      <>
        {row.original.isPrimaryKey && <Badge tone="accent">Primary key</Badge>}{' '}
        {row.original.source.is_identity && <Badge>Identity</Badge>}{' '}
        {row.original.foreignKey && (
          <Badge tone="info">
            {`→ ${row.original.foreignKey.targetTableSchema}.${row.original.foreignKey.targetTableName}.${row.original.foreignKey.targetColumnName}`}
          </Badge>
        )}
      </>
    ),
  }),
  col.accessor((c) => c.source.comment ?? '', { id: 'comment', header: 'Description', size: 260 }),
]);

/** The definition view: the table's columns, read-only. */
export function DefinitionView({
  gridColumns,
  name,
}: {
  gridColumns: readonly GridColumn[];
  name: string;
}) {
  return (
    <Table
      aria-label={`Definition of ${name}`}
      columns={columns}
      data={gridColumns}
      getRowId={(c) => c.key}
      height="100%"
      rowHeight={36}
    />
  );
}
