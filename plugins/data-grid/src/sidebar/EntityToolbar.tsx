import { Deferred, SearchInput, SelectStandIn } from '@atrium/design-system';
import { ENTITY_SORT_LABELS, type EntitySort, type EntityType } from './data/entity.js';
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

/** The sort Select loads when first reached for (deferred-overlays.tsx). */
const loadSortSelect = () => import('./deferred-overlays.js').then((m) => m.SortSelect);

/** Search, sort and the entity-type filter above the list. */
export function EntityToolbar(props: EntityToolbarProps) {
  return (
    <div className={css.section}>
      <SearchInput
        aria-label="Search tables"
        placeholder="Search tables..."
        onSearch={(value) => props.onSearch(value.trim())}
      />
      <div className={css.toolbar}>
        <Deferred
          load={loadSortSelect}
          props={{ sort: props.sort, onSortChange: props.onSortChange }}
          standIn={
            <SelectStandIn
              aria-label="Sort entities"
              UNSAFE_className={css.grow}
              text={ENTITY_SORT_LABELS[props.sort]}
            />
          }
        />
        <EntityTypeFilter value={props.types} onChange={props.onTypesChange} />
      </div>
    </div>
  );
}
