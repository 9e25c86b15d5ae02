import { Button, Checkbox } from '@atrium/design-system';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS } from './data/entity.js';
import type { EntityTypeFilterProps } from './EntityTypeFilter.js';
import { EntityTypeIcon } from './EntityTypeIcon.js';
import * as css from './TableEditorSidebar.css.js';

/**
 * The entity type filter's body: a checkbox per type, and 'Select only' to keep just that one.
 * A chunk of its own, loaded when the filter first opens: the editor's landing shows no checkbox.
 */
export default function EntityTypeChoices({ value, onChange }: EntityTypeFilterProps) {
  return (
    <div className={css.filterList}>
      {ENTITY_TYPES.map((type) => (
        <div key={type} className={css.filterRow}>
          <Checkbox
            isSelected={value.includes(type)}
            onChange={(on) =>
              onChange(ENTITY_TYPES.filter((t) => (t === type ? on : value.includes(t))))
            }
          >
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
  );
}
