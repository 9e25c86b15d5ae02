import { Suspense, useState } from 'react';
import { usePluginContext, type Entity } from '@atrium/core/plugin-api';
import { useCsvExport } from '../csv/use-csv-export.js';
import { LazyTableDialogs } from '../panels/lazy-panels.js';
import type { TableDialog } from '../panels/TableDialogs.js';
import { ENTITY_TYPES, type EntitySort, type EntityType } from './data/entity.js';
import { useEntities } from './data/use-entities.js';
import { EntityList } from './EntityList.js';
import type { EntityAction } from './EntityRowMenu.js';
import { EntityToolbar } from './EntityToolbar.js';
import { editorHref, policiesHref } from './links.js';
import { NewTableButton } from './NewTableButton.js';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { ProtectedSchemaNotice } from './ProtectedSchemaNotice.js';
import { SchemaPicker } from './SchemaPicker.js';
import { TableListResizer } from './TableListResizer.js';
import { TableListToggle } from './TableListToggle.js';
import { usePreference } from './use-preference.js';
import { useTableListLayout } from './use-table-list-layout.js';
import { useSelectedSchema } from './use-selected-schema.js';
import * as css from './TableEditorSidebar.css.js';

export interface TableEditorSidebarProps {
  /** The table open in the editor, if any: its row is highlighted and gets the row menu. */
  readonly selectedId?: number;
}

/**
 * The table editor's sidebar (spec 2.11): schema picker, New table (or the protected-schema
 * notice), search, sort and type filter, and the schema's entities with the selected table's menu.
 * It can be resized by its right edge and collapsed to a rail; both choices are remembered.
 */
export function TableEditorSidebar({ selectedId }: TableEditorSidebarProps) {
  const context = usePluginContext();
  const ref = context.projectRef ?? 'default';
  const { schema, selectSchema } = useSelectedSchema(selectedId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = usePreference<EntitySort>('sidebar.sort', 'alphabetical');
  const [types, setTypes] = usePreference<EntityType[]>('sidebar.types', [...ENTITY_TYPES]);
  const [dialog, setDialog] = useState<TableDialog | null>(null);
  const entities = useEntities({ schema, search, sort, types });
  const exportCsv = useCsvExport();
  const locked = schema !== undefined && isProtectedSchema(schema);
  const layout = useTableListLayout();
  const toggle = (
    <TableListToggle
      isCollapsed={layout.isCollapsed}
      onToggle={() => layout.setCollapsed(!layout.isCollapsed)}
    />
  );

  const onAction = (action: EntityAction, entity: Entity) => {
    if (action === 'policies') context.navigate(policiesHref(ref, entity.schema, entity.name));
    else if (action === 'export') void exportCsv({ id: entity.id, name: entity.name });
    else setDialog({ kind: action, entity });
  };

  if (layout.isCollapsed) {
    return (
      <nav aria-label="Table editor" className={css.rail}>
        {toggle}
      </nav>
    );
  }
  return (
    // The width is the user's, dragged or keyed on the resizer: a runtime value, not a style.
    <nav aria-label="Table editor" className={css.sidebar} style={{ width: layout.width }}>
      <div className={css.corner}>{toggle}</div>
      <div className={css.section}>
        <SchemaPicker schema={schema} onSelect={selectSchema} />
        {schema !== undefined &&
          (locked ? (
            <ProtectedSchemaNotice schema={schema} />
          ) : (
            <NewTableButton onPress={() => setDialog({ kind: 'new', schema })} />
          ))}
      </div>
      <EntityToolbar
        onSearch={setSearch}
        sort={sort}
        onSortChange={setSort}
        types={types}
        onTypesChange={setTypes}
      />
      <div className={css.listScroller}>
        <EntityList
          entities={entities}
          search={search}
          selectedId={selectedId}
          hrefOf={(entity) => editorHref(ref, entity.schema, entity.id)}
          onAction={locked ? undefined : onAction}
        />
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <LazyTableDialogs
            dialog={dialog}
            selectedId={selectedId}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <TableListResizer
        width={layout.width}
        onResize={layout.resize}
        onResizeEnd={layout.commitWidth}
      />
    </nav>
  );
}
