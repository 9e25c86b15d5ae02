import { useState } from 'react';
import { Box, SearchField } from '@atrium/design-system';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import type { DbFunction } from '../data/function-queries.js';
import { CreateButton } from '../shared/CreateButton.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { CREATE_FUNCTIONS_DENIED } from './access.js';
import { DeleteFunctionDialog } from './DeleteFunctionDialog.js';
import { FunctionList } from './FunctionList.js';
import { FunctionPanel } from './FunctionPanel.js';

/** What is open over the list: the panel (new or edit), or the delete confirmation. */
type Opened =
  { readonly kind: 'new' } | { readonly kind: 'edit' | 'delete'; readonly fn: DbFunction };

/** `/project/{ref}/database/functions?schema=&search=`: one schema's functions (spec section 2). */
export function FunctionsPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [search, setSearch] = useUrlParam('search');
  const [opened, setOpened] = useState<Opened | null>(null);
  const readOnly = isProtectedSchema(schema);
  const close = () => setOpened(null);
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Database Functions"
        filters={
          <>
            <SchemaPicker schema={schema} onChange={setSchema} />
            <SearchField
              label="Search for a function"
              placeholder="Search for a function"
              defaultValue={search}
              onChange={setSearch}
            />
          </>
        }
        action={
          !readOnly && (
            <CreateButton
              resource="functions"
              label="Create a new function"
              denied={CREATE_FUNCTIONS_DENIED}
              onPress={() => setOpened({ kind: 'new' })}
            />
          )
        }
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="functions" />}
      <FunctionList
        schema={schema}
        search={search}
        readOnly={readOnly}
        onEdit={(fn) => setOpened({ kind: 'edit', fn })}
        onDelete={(fn) => setOpened({ kind: 'delete', fn })}
      />
      {(opened?.kind === 'new' || opened?.kind === 'edit') && (
        <FunctionPanel
          schema={schema}
          fn={opened.kind === 'edit' ? opened.fn : undefined}
          onClose={close}
        />
      )}
      {opened?.kind === 'delete' && <DeleteFunctionDialog fn={opened.fn} onClose={close} />}
    </Box>
  );
}
