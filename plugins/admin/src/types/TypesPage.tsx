import { useState } from 'react';
import { Box, Button, SearchField } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import type { EnumType } from '../data/type-queries.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { CREATE_TYPES_DENIED } from './access.js';
import { DeleteTypeDialog } from './DeleteTypeDialog.js';
import { TypeList } from './TypeList.js';
import { TypePanel } from './TypePanel.js';

/** What is open over the list: the panel (new or edit), or the delete confirmation. */
type Opened =
  { readonly kind: 'new' } | { readonly kind: 'edit' | 'delete'; readonly type: EnumType };

/** `/project/{ref}/database/types?schema=&search=`: one schema's enumerated types (spec section 2). */
export function TypesPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [search, setSearch] = useUrlParam('search');
  const [opened, setOpened] = useState<Opened | null>(null);
  // Spec section 6: types in a protected schema cannot be created, updated or deleted.
  const readOnly = isProtectedSchema(schema);
  const close = () => setOpened(null);
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Database Enumerated Types"
        filters={
          <>
            <SchemaPicker schema={schema} onChange={setSchema} />
            <SearchField
              label="Search for a type"
              placeholder="Search for a type"
              defaultValue={search}
              onChange={setSearch}
            />
          </>
        }
        action={
          !readOnly && (
            <Gate action="sql:admin:write" resource="types" deniedTooltip={CREATE_TYPES_DENIED}>
              {(allowed) => (
                <Button
                  variant="solid"
                  tone="accent"
                  isDisabled={!allowed}
                  onPress={() => setOpened({ kind: 'new' })}
                >
                  Create type
                </Button>
              )}
            </Gate>
          )
        }
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="enumerated types" />}
      <TypeList
        schema={schema}
        search={search}
        readOnly={readOnly}
        onEdit={(type) => setOpened({ kind: 'edit', type })}
        onDelete={(type) => setOpened({ kind: 'delete', type })}
      />
      {(opened?.kind === 'new' || opened?.kind === 'edit') && (
        <TypePanel
          schema={schema}
          type={opened.kind === 'edit' ? opened.type : undefined}
          onClose={close}
        />
      )}
      {opened?.kind === 'delete' && <DeleteTypeDialog type={opened.type} onClose={close} />}
    </Box>
  );
}
