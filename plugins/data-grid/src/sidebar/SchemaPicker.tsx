import { Suspense, useState } from 'react';
import { Gate } from '@atrium/core/plugin-api';
import { Deferred, ErrorPanel, IconButton, SelectStandIn, Skeleton } from '@atrium/design-system';
import { LazyCreateSchemaDialog } from '../panels/lazy-panels.js';
import { useSchemas } from './data/use-schemas.js';
import * as css from './TableEditorSidebar.css.js';

export interface SchemaPickerProps {
  readonly schema: string | undefined;
  readonly onSelect: (schema: string) => void;
}

/** The schema Select loads when first reached for (deferred-overlays.tsx). */
const loadSchemaSelect = () => import('./deferred-overlays.js').then((m) => m.SchemaSelect);

/** The schema selector, with a button to create a schema (then shown at once). */
export function SchemaPicker({ schema, onSelect }: SchemaPickerProps) {
  const schemas = useSchemas();
  const [creating, setCreating] = useState(false);
  // Mounted from the first open on, so later closes still animate out.
  const [asked, setAsked] = useState(false);
  if (creating && !asked) setAsked(true);
  if (schemas.error) {
    return (
      <ErrorPanel
        title="Failed to load schemas"
        message={schemas.error.message}
        code={schemas.error.code}
        onRetry={() => void schemas.mutate()}
        retryLabel="Reload schemas"
      />
    );
  }
  if (!schemas.data) return <Skeleton count={1} label="Loading schemas" />;
  const chosen = schemas.data.find((each) => each.name === schema);
  const placeholder = schemas.data.length === 0 ? 'No schemas found' : 'Choose a schema';
  return (
    <div className={css.toolbar}>
      <Deferred
        load={loadSchemaSelect}
        props={{ schemas: schemas.data, schema, onSelect }}
        standIn={
          <SelectStandIn
            label="Schema"
            UNSAFE_className={css.grow}
            text={chosen ? chosen.name : placeholder}
            isPlaceholder={!chosen}
          />
        }
      />
      <Gate
        action="sql:admin:write"
        resource="schemas"
        deniedTooltip="You need additional permissions to create schemas"
      >
        {(allowed) => (
          <IconButton
            label="Create a new schema"
            icon="+"
            isDisabled={!allowed}
            onPress={() => setCreating(true)}
          />
        )}
      </Gate>
      {asked && (
        <Suspense fallback={null}>
          <LazyCreateSchemaDialog
            isOpen={creating}
            onOpenChange={setCreating}
            onCreated={(name) => onSelect(name)}
          />
        </Suspense>
      )}
    </div>
  );
}
