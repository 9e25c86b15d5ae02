import { useState } from 'react';
import { Box, Button, SearchField, Select, SelectItem } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import type { DbIndex } from '../data/index-queries.js';
import { useTables } from '../data/table-queries.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { CREATE_INDEXES_DENIED } from './access.js';
import { CreateIndexPanel } from './CreateIndexPanel.js';
import { DeleteIndexDialog } from './DeleteIndexDialog.js';
import { IndexList } from './IndexList.js';

/** The table filter's key for every table of the schema: no table name holds a NUL. */
const ALL_TABLES = '\0all';

/** What is open over the list: the create panel, or the delete confirmation. */
type Opened = { readonly kind: 'new' } | { readonly kind: 'delete'; readonly index: DbIndex };

/**
 * `/project/{ref}/database/indexes?schema=&table=&search=`: a schema's indexes, or one table's,
 * with their definitions, sizes and scans; create (concurrently) and delete.
 */
export function IndexesPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [table, setTable] = useUrlParam('table');
  const [search, setSearch] = useUrlParam('search');
  const [opened, setOpened] = useState<Opened | null>(null);
  const tables = useTables(schema);
  const readOnly = isProtectedSchema(schema);
  const close = () => setOpened(null);
  const tableItems = [
    { id: ALL_TABLES, name: 'All tables' },
    ...(tables.data ?? []).map((t) => ({ id: t.name, name: t.name })),
  ];
  if (table && !tableItems.some((item) => item.id === table)) {
    tableItems.push({ id: table, name: table });
  }
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Database Indexes"
        filters={
          <>
            <SchemaPicker
              schema={schema}
              onChange={(picked) => {
                setTable('');
                setSchema(picked);
              }}
            />
            <Select
              label="Table"
              value={table || ALL_TABLES}
              onChange={(key) => setTable(key === null || key === ALL_TABLES ? '' : String(key))}
              items={tableItems}
            >
              {(item) => (
                <SelectItem id={item.id} textValue={item.name}>
                  {item.name}
                </SelectItem>
              )}
            </Select>
            <SearchField
              label="Search for an index"
              placeholder="Search for an index"
              defaultValue={search}
              onChange={setSearch}
            />
          </>
        }
        action={
          !readOnly && (
            <Gate action="sql:admin:write" resource="indexes" deniedTooltip={CREATE_INDEXES_DENIED}>
              {(allowed) => (
                <Button
                  variant="solid"
                  tone="accent"
                  isDisabled={!allowed}
                  onPress={() => setOpened({ kind: 'new' })}
                >
                  Create index
                </Button>
              )}
            </Gate>
          )
        }
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="indexes" />}
      <IndexList
        schema={schema}
        table={table}
        search={search}
        readOnly={readOnly}
        onDelete={(index) => setOpened({ kind: 'delete', index })}
      />
      {opened?.kind === 'new' && (
        <CreateIndexPanel schema={schema} tableName={table} onClose={close} />
      )}
      {opened?.kind === 'delete' && <DeleteIndexDialog index={opened.index} onClose={close} />}
    </Box>
  );
}
