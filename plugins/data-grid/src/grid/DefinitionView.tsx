import { Badge, Box, CodeBlock, Skeleton, Table, tableColumnHelper } from '@atrium/design-system';
import type { TableMeta } from './data/use-table-meta.js';
import { useCreateStatement } from './definition/use-create-statement.js';
import * as styles from './definition/DefinitionView.css.js';
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

/** The definition view: the relation's CREATE statement, then its columns, read-only. */
export function DefinitionView({ tableId, meta }: { tableId: number; meta: TableMeta }) {
  const statement = useCreateStatement(tableId, meta);
  const name = meta.entity.name;
  const isForeign = meta.entity.type === 'f';
  return (
    <Box display="flex" flexDirection="column" style={{ height: '100%', minHeight: 0 }}>
      {!isForeign && (
        <div className={styles.statement}>
          {statement === undefined ? (
            <Skeleton count={3} label={`Loading the definition of ${name}`} />
          ) : (
            <CodeBlock code={statement} language="SQL" aria-label={`CREATE statement of ${name}`} />
          )}
        </div>
      )}
      <Box flexGrow={1} style={{ minHeight: 0 }}>
        <Table
          aria-label={`Definition of ${name}`}
          columns={columns}
          data={meta.columns}
          getRowId={(c) => c.key}
          height="100%"
          rowHeight={36}
        />
      </Box>
    </Box>
  );
}
