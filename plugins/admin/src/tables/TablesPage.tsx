import { Suspense, useState } from 'react';
import { Box, SearchField } from '@atrium/design-system';
import { usePluginContext, type Table } from '@atrium/core/plugin-api';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { CreateButton } from '../shared/CreateButton.js';
import { LazyTableEditorPanel } from '../shared/lazy-panels.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { CREATE_TABLES_DENIED } from './access.js';
import { DeleteTableDialog } from './DeleteTableDialog.js';
import { DuplicateTableDialog } from './DuplicateTableDialog.js';
import { TableList } from './TableList.js';
import type { TableAction } from './TableActions.js';

/** What is open over the list: the table panel (new or edit), or a dialog on one table. */
type Opened =
  | { readonly kind: 'new' }
  | { readonly kind: 'edit' | 'duplicate' | 'delete'; readonly table: Table };

/** `/project/{ref}/database/tables?schema=&search=`: one schema's tables (spec section 2). */
export function TablesPage() {
  const { projectRef, navigate } = usePluginContext();
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [search, setSearch] = useUrlParam('search');
  const [opened, setOpened] = useState<Opened | null>(null);
  const readOnly = isProtectedSchema(schema);
  const close = () => setOpened(null);
  const act = (table: Table, action: TableAction) => {
    if (action === 'view') navigate(`/project/${projectRef}/editor/${table.id}`);
    else setOpened({ kind: action, table });
  };
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Database Tables"
        filters={
          <>
            <SchemaPicker schema={schema} onChange={setSchema} />
            <SearchField
              label="Search for a table"
              placeholder="Search for a table"
              defaultValue={search}
              onChange={setSearch}
            />
          </>
        }
        action={
          !readOnly && (
            <CreateButton
              resource="tables"
              label="New table"
              denied={CREATE_TABLES_DENIED}
              onPress={() => setOpened({ kind: 'new' })}
            />
          )
        }
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="tables" />}
      <TableList schema={schema} search={search} readOnly={readOnly} onAction={act} />
      {(opened?.kind === 'new' || opened?.kind === 'edit') && (
        <Suspense fallback={null}>
          <LazyTableEditorPanel
            schema={schema}
            table={opened.kind === 'edit' ? opened.table : undefined}
            isOpen
            onOpenChange={(open) => open || close()}
            // The list stays on screen, showing the schema the table was saved in.
            onSaved={(saved) => setSchema(saved.schema)}
          />
        </Suspense>
      )}
      {opened?.kind === 'duplicate' && (
        <DuplicateTableDialog table={opened.table} onClose={close} />
      )}
      {opened?.kind === 'delete' && <DeleteTableDialog table={opened.table} onClose={close} />}
    </Box>
  );
}
