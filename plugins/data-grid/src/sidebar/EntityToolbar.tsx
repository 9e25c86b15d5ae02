import { SearchField, Select, SelectItem } from '@atrium/design-system';
import {
  ENTITY_SORTS,
  ENTITY_SORT_LABELS,
  type EntitySort,
  type EntityType,
} from './data/entity.js';
import { EntityTypeFilter } from './EntityTypeFilter.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityToolbarProps {
  /** Runs after typing pauses (300 ms), with the text trimmed (spec). */
  readonly onSearch: (search: string) => void;
  readonly sort: EntitySort;
  readonly onSortChange: (sort: EntitySort) => void;
  readonly types: readonly EntityType[];
  readonly onTypesChange: (types: EntityType[]) => void;
}

/** Search, sort and the entity-type filter above the list. */
export function EntityToolbar(props: EntityToolbarProps) {
  return (
    <div className={css.section}>
      <SearchField
        aria-label="Search tables"
        placeholder="Search tables..."
        onSearch={(value) => props.onSearch(value.trim())}
      />
      <div className={css.toolbar}>
        <Select
          aria-label="Sort entities"
          UNSAFE_className={css.grow}
          value={props.sort}
          onChange={(key) => key && props.onSortChange(key as EntitySort)}
        >
          {ENTITY_SORTS.map((sort) => (
            <SelectItem key={sort} id={sort}>
              {ENTITY_SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </Select>
        <EntityTypeFilter value={props.types} onChange={props.onTypesChange} />
      </div>
    </div>
  );
}
