import { Button, Deferred, Skeleton } from '@atrium/design-system';
import { lazy, Suspense } from 'react';
import { ENTITY_TYPES, type EntityType } from './data/entity.js';

export interface EntityTypeFilterProps {
  readonly value: readonly EntityType[];
  readonly onChange: (types: EntityType[]) => void;
}

/** Its checkboxes load when the filter first opens (docs/architecture/plugins.md, the landing). */
const EntityTypeChoices = lazy(() => import('./EntityTypeChoices.js'));

/** The popover loads when first reached for (deferred-overlays.tsx). */
const loadPopover = () => import('./deferred-overlays.js').then((m) => m.TriggeredPopover);

/** 'Show entity types': a checkbox per type, and 'Select only' to keep just that one. */
export function EntityTypeFilter({ value, onChange }: EntityTypeFilterProps) {
  const filtered = value.length < ENTITY_TYPES.length;
  const trigger = (
    <Button size="small" aria-label="Filter entity types" variant={filtered ? 'solid' : 'soft'}>
      Filter
    </Button>
  );
  return (
    <Deferred
      load={loadPopover}
      standIn={trigger}
      props={{
        title: 'Show entity types',
        placement: 'bottom end',
        trigger,
        children: (
          <Suspense
            fallback={<Skeleton count={ENTITY_TYPES.length} label="Loading the entity types" />}
          >
            <EntityTypeChoices value={value} onChange={onChange} />
          </Suspense>
        ),
      }}
    />
  );
}
