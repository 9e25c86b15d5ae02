import type { Sort } from '@atrium/common/filters';
import { Button, IconButton, Select, SelectItem } from '@atrium/design-system';
import * as styles from './Toolbar.css.js';
import { RulePopover } from './RulePopover.js';
import { useRuleDraft } from './use-rule-draft.js';

export interface SortPopoverProps {
  readonly columns: readonly string[];
  readonly sorts: readonly Sort[];
  readonly onApply: (sorts: readonly Sort[]) => void;
}

const triggerLabel = (count: number) =>
  count === 0 ? 'Sort' : `Sorted by ${count} rule${count === 1 ? '' : 's'}`;

/** Sort rules in priority order; nulls last unless a rule says otherwise. */
export function SortPopover({ columns, sorts, onApply }: SortPopoverProps) {
  const { isOpen, draft, open, add, change, remove, apply } = useRuleDraft(sorts, onApply);
  const unsorted = columns.filter((name) => !draft.some((s) => s.column === name));

  return (
    <RulePopover
      label="Sort rows"
      summary={triggerLabel(sorts.length)}
      isApplied={sorts.length > 0}
      isOpen={isOpen}
      onOpenChange={open}
    >
      {draft.length === 0 && <p className={styles.muted}>No sorts applied to this view.</p>}
      {draft.map((sort, index) => (
        <div key={sort.column} className={styles.sortRow}>
          <span>
            {index === 0 ? 'sort by' : 'then by'} <strong>{sort.column}</strong>
          </span>
          <Select
            aria-label={`Direction for ${sort.column}`}
            value={sort.ascending ? 'asc' : 'desc'}
            onChange={(direction) => change(index, { ascending: direction === 'asc' })}
          >
            <SelectItem id="asc">Ascending</SelectItem>
            <SelectItem id="desc">Descending</SelectItem>
          </Select>
          <IconButton
            variant="ghost"
            icon="✕"
            label={`Remove sort on ${sort.column}`}
            onPress={() => remove(index)}
          />
        </div>
      ))}
      <Select
        aria-label="Pick a column to sort by"
        placeholder="Pick a column to sort by"
        value={null}
        isDisabled={unsorted.length === 0}
        onChange={(column) => {
          if (column !== null) add({ column: String(column), ascending: true });
        }}
      >
        {unsorted.map((name) => (
          <SelectItem key={name} id={name}>
            {name}
          </SelectItem>
        ))}
      </Select>
      <div className={styles.actions}>
        <span />
        <Button variant="solid" tone="accent" onPress={apply}>
          Apply sorting
        </Button>
      </div>
    </RulePopover>
  );
}
