import { Button, Popover, Skeleton } from '@atrium/design-system';
import { lazy, Suspense } from 'react';
import { ENTITY_TYPES, type EntityType } from './data/entity.js';

export interface EntityTypeFilterProps {
  readonly value: readonly EntityType[];
  readonly onChange: (types: EntityType[]) => void;
}

/** Its checkboxes load when the filter first opens (docs/architecture/plugins.md, the landing). */
const EntityTypeChoices = lazy(() => import('./EntityTypeChoices.js'));

/** 'Show entity types': a checkbox per type, and 'Select only' to keep just that one. */
export function EntityTypeFilter({ value, onChange }: EntityTypeFilterProps) {
  const filtered = value.length < ENTITY_TYPES.length;
  return (
    <Popover
      title="Show entity types"
      placement="bottom end"
      trigger={
        <Button size="small" aria-label="Filter entity types" variant={filtered ? 'solid' : 'soft'}>
          Filter
        </Button>
      }
    >
      <Suspense
        fallback={<Skeleton count={ENTITY_TYPES.length} label="Loading the entity types" />}
      >
        <EntityTypeChoices value={value} onChange={onChange} />
      </Suspense>
    </Popover>
  );
}
