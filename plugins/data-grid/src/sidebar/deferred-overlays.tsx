// The sidebar's overlays, in a chunk of their own: none is open at first paint, so the editor's
// landing shows stand-ins and this chunk loads when the user first reaches for one (Deferred).
import type { ReactElement, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useCan } from '@atrium/core/plugin-api';
import {
  Menu,
  MenuItem,
  MenuSeparator,
  Popover,
  Select,
  SelectItem,
  type DeferredOpenState,
} from '@atrium/design-system';
import { ENTITY_SORTS, ENTITY_SORT_LABELS, type EntitySort } from './data/entity.js';
import { EDIT_TABLE_DENIED, type EntityAction, type EntityRowMenuProps } from './EntityRowMenu.js';
import type { SchemaPickerProps } from './SchemaPicker.js';
import { RowMenuButton } from './RowMenuButton.js';
import * as css from './TableEditorSidebar.css.js';

/** The actions that change the table: SQL admin write on tables. */
const WRITE_ACTIONS = ['edit', 'duplicate', 'delete'] as const;

export function EntityRowActions({
  entity,
  onAction,
  ...open
}: EntityRowMenuProps & DeferredOpenState) {
  const isTable = entity.type === 'r' || entity.type === 'p';
  const canWrite = useCan()('sql:admin:write', 'tables');
  const denied = isTable && !canWrite ? EDIT_TABLE_DENIED : undefined;
  return (
    <Menu
      {...open}
      placement="bottom end"
      aria-label={`Actions for ${entity.name}`}
      disabledKeys={[
        ...(isTable ? [] : ['policies']),
        ...(isTable && canWrite ? [] : WRITE_ACTIONS),
      ]}
      onAction={(key: Key) => onAction(key as EntityAction, entity)}
      trigger={<RowMenuButton name={entity.name} />}
    >
      <MenuItem id="edit" description={denied}>
        Edit Table
      </MenuItem>
      <MenuItem id="duplicate">Duplicate Table</MenuItem>
      <MenuItem id="policies">View Policies</MenuItem>
      <MenuItem id="export">Export as CSV</MenuItem>
      <MenuSeparator />
      <MenuItem id="delete" tone="critical" description={denied}>
        Delete Table
      </MenuItem>
    </Menu>
  );
}

/** A schema as the picker lists it: by name. */
interface SchemaOption {
  readonly name: string;
}

export interface SchemaSelectProps extends SchemaPickerProps {
  readonly schemas: readonly SchemaOption[];
}

export function SchemaSelect({
  schemas,
  schema,
  onSelect,
  ...open
}: SchemaSelectProps & DeferredOpenState) {
  return (
    <Select<SchemaOption>
      {...open}
      label="Schema"
      UNSAFE_className={css.grow}
      items={schemas}
      value={schema ?? null}
      placeholder={schemas.length === 0 ? 'No schemas found' : 'Choose a schema'}
      onChange={(key) => key !== null && onSelect(String(key))}
    >
      {(item) => <SelectItem id={item.name}>{item.name}</SelectItem>}
    </Select>
  );
}

export interface SortSelectProps {
  readonly sort: EntitySort;
  readonly onSortChange: (sort: EntitySort) => void;
}

export function SortSelect({ sort, onSortChange, ...open }: SortSelectProps & DeferredOpenState) {
  return (
    <Select
      {...open}
      aria-label="Sort entities"
      UNSAFE_className={css.grow}
      value={sort}
      onChange={(key) => key && onSortChange(key as EntitySort)}
    >
      {ENTITY_SORTS.map((each) => (
        <SelectItem key={each} id={each}>
          {ENTITY_SORT_LABELS[each]}
        </SelectItem>
      ))}
    </Select>
  );
}

export interface TriggeredPopoverProps {
  readonly title: string;
  readonly placement?: 'bottom end';
  readonly trigger: ReactElement;
  readonly children: ReactNode;
}

/** A titled popover whose trigger its caller draws, the same in the stand-in. */
export function TriggeredPopover({
  title,
  placement,
  trigger,
  children,
  ...open
}: TriggeredPopoverProps & DeferredOpenState) {
  return (
    <Popover {...open} title={title} placement={placement} trigger={trigger}>
      {children}
    </Popover>
  );
}
