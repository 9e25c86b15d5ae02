import { useState } from 'react';
import { Box, Button, SearchField } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import type { DbTrigger } from '../data/trigger-queries.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { CREATE_TRIGGERS_DENIED } from './access.js';
import { DeleteTriggerDialog } from './DeleteTriggerDialog.js';
import { TriggerList } from './TriggerList.js';
import { TriggerPanel } from './TriggerPanel.js';

/** What is open over the list: the panel (new or edit), or the delete confirmation. */
type Opened =
  { readonly kind: 'new' } | { readonly kind: 'edit' | 'delete'; readonly trigger: DbTrigger };

/** `/project/{ref}/database/triggers?schema=&search=`: the triggers on one schema's tables. */
export function TriggersPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [search, setSearch] = useUrlParam('search');
  const [opened, setOpened] = useState<Opened | null>(null);
  const readOnly = isProtectedSchema(schema);
  const close = () => setOpened(null);
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Database Triggers"
        filters={
          <>
            <SchemaPicker schema={schema} onChange={setSchema} />
            <SearchField
              label="Search for a trigger"
              placeholder="Search for a trigger"
              defaultValue={search}
              onChange={setSearch}
            />
          </>
        }
        action={
          !readOnly && (
            <Gate
              action="sql:admin:write"
              resource="triggers"
              deniedTooltip={CREATE_TRIGGERS_DENIED}
            >
              {(allowed) => (
                <Button
                  variant="solid"
                  tone="accent"
                  isDisabled={!allowed}
                  onPress={() => setOpened({ kind: 'new' })}
                >
                  Create a new trigger
                </Button>
              )}
            </Gate>
          )
        }
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="triggers" />}
      <TriggerList
        schema={schema}
        search={search}
        readOnly={readOnly}
        onEdit={(trigger) => setOpened({ kind: 'edit', trigger })}
        onDelete={(trigger) => setOpened({ kind: 'delete', trigger })}
      />
      {(opened?.kind === 'new' || opened?.kind === 'edit') && (
        <TriggerPanel
          schema={schema}
          trigger={opened.kind === 'edit' ? opened.trigger : undefined}
          onClose={close}
        />
      )}
      {opened?.kind === 'delete' && (
        <DeleteTriggerDialog trigger={opened.trigger} onClose={close} />
      )}
    </Box>
  );
}
