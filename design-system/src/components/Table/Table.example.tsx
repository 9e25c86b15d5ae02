import type { ComponentDoc } from '../../docs.js';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { tableColumnHelper } from './columns.js';
import { Table } from './Table.js';

interface Bucket {
  id: string;
  name: string;
  isPublic: boolean;
  objects: number;
}

// Columns and data live at module scope: TanStack Table reprocesses when their identity changes.
const col = tableColumnHelper<Bucket>();
const columns = col.columns([
  col.accessor('name', { header: 'Name', size: 220 }),
  col.accessor('isPublic', {
    header: 'Access',
    cell: (info) =>
      info.getValue() ? <Badge tone="caution">Public</Badge> : <Badge>Private</Badge>,
  }),
  col.accessor('objects', {
    header: 'Objects',
    cell: (info) => info.getValue().toLocaleString(),
  }),
]);
const buckets: Bucket[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `bucket-${i}`,
  name: `bucket-${i}`,
  isPublic: i % 3 === 0,
  objects: (i * 7919) % 5000,
}));
const noBuckets: Bucket[] = [];
const getRowId = (bucket: Bucket) => bucket.id;

export const tableDoc: ComponentDoc = {
  name: 'Table',
  description:
    'A virtualized data table (TanStack Table v9 + react-virtuoso): only visible rows are in the DOM, the header stays on top. Build columns with tableColumnHelper<Row>() and keep columns and data stable.',
  examples: [
    {
      title: '10,000 rows',
      render: () => (
        <Table
          aria-label="Buckets"
          columns={columns}
          data={buckets}
          getRowId={getRowId}
          rowHeight={37}
          onRowAction={(bucket) => window.alert(bucket.name)}
        />
      ),
    },
    {
      title: 'Empty and loading',
      render: () => (
        <>
          <Table
            aria-label="No buckets"
            columns={columns}
            data={noBuckets}
            height={180}
            emptyState={
              <EmptyState
                framed={false}
                title="No buckets yet"
                action={
                  <Button variant="solid" tone="accent">
                    New bucket
                  </Button>
                }
              />
            }
          />
          <Table
            aria-label="Loading buckets"
            columns={columns}
            data={noBuckets}
            height={140}
            isLoading
          />
        </>
      ),
    },
  ],
};
