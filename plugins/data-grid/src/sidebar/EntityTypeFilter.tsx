import { Button, Checkbox, Popover } from '@atrium/design-system';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS, type EntityType } from './data/entity.js';
import { EntityTypeIcon } from './EntityTypeIcon.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityTypeFilterProps {
  readonly value: readonly EntityType[];
  readonly onChange: (types: EntityType[]) => void;
}

/** 'Show entity types': a checkbox per type, and 'Select only' to keep just that one. */
export function EntityTypeFilter({ value, onChange }: EntityTypeFilterProps) {
  const toggle = (type: EntityType, on: boolean) =>
    onChange(ENTITY_TYPES.filter((t) => (t === type ? on : value.includes(t))));
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
      <div className={css.filterList}>
        {ENTITY_TYPES.map((type) => (
          <div key={type} className={css.filterRow}>
            <Checkbox isSelected={value.includes(type)} onChange={(on) => toggle(type, on)}>
              <span className={css.typeName}>
                <EntityTypeIcon type={type} isDecorative />
                {ENTITY_TYPE_LABELS[type]}
              </span>
            </Checkbox>
            <Button
              size="small"
              variant="ghost"
              aria-label={`Select only ${ENTITY_TYPE_LABELS[type]}`}
              onPress={() => onChange([type])}
            >
              Select only
            </Button>
          </div>
        ))}
      </div>
    </Popover>
  );
}
