import { Button, IconButton, Select, SelectItem } from '@atrium/design-system';
import type { Filter, FilterOperator } from '@atrium/common/filters';
import { filterOperators } from '../model/filters.js';
import { FilterValueField } from './FilterValueField.js';
import * as styles from './Toolbar.css.js';
import { RulePopover } from './RulePopover.js';
import { useRuleDraft } from './use-rule-draft.js';

export interface FilterPopoverProps {
  readonly columns: readonly string[];
  readonly filters: readonly Filter[];
  /** Each enum column's values, offered as a list instead of free text. */
  readonly enumValues?: Readonly<Record<string, readonly string[]>>;
  readonly onApply: (filters: readonly Filter[]) => void;
}

const triggerLabel = (count: number) =>
  count === 0 ? 'Filter' : `Filtered by ${count} rule${count === 1 ? '' : 's'}`;

/** Filter rules (column, operator, value), applied together with 'Apply filter'. */
export function FilterPopover({ columns, filters, enumValues, onApply }: FilterPopoverProps) {
  const { isOpen, draft, open, add, change, remove, apply } = useRuleDraft(filters, onApply);

  return (
    <RulePopover
      label="Filter rows"
      summary={triggerLabel(filters.length)}
      isApplied={filters.length > 0}
      isOpen={isOpen}
      onOpenChange={open}
    >
      {draft.length === 0 && (
        <p className={styles.muted}>
          No filters applied to this view. Add a filter to narrow the rows.
        </p>
      )}
      {draft.map((rule, index) => (
        <div key={index} className={styles.ruleRow}>
          <Select
            // The first rule shows the labels; the rules under it are named the same way.
            label={index === 0 ? 'Column' : undefined}
            aria-label={index === 0 ? undefined : 'Column'}
            value={rule.column}
            onChange={(column) => change(index, { column: String(column) })}
          >
            {columns.map((name) => (
              <SelectItem key={name} id={name}>
                {name}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={index === 0 ? 'Operator' : undefined}
            aria-label={index === 0 ? undefined : 'Operator'}
            value={rule.operator}
            onChange={(operator) => change(index, { operator: operator as FilterOperator })}
          >
            {filterOperators.map((o) => (
              <SelectItem key={o.op} id={o.op} textValue={o.label}>
                {o.label}
              </SelectItem>
            ))}
          </Select>
          <FilterValueField
            operator={rule.operator}
            enumValues={enumValues?.[rule.column]}
            value={rule.value}
            onChange={(value) => change(index, { value })}
            showLabel={index === 0}
          />
          <IconButton
            variant="ghost"
            icon="✕"
            label={`Remove filter on ${rule.column}`}
            onPress={() => remove(index)}
          />
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          isDisabled={columns.length === 0}
          onPress={() => add({ column: columns[0]!, operator: 'eq', value: '' })}
        >
          Add filter
        </Button>
        <Button variant="solid" tone="accent" onPress={apply}>
          Apply filter
        </Button>
      </div>
    </RulePopover>
  );
}
