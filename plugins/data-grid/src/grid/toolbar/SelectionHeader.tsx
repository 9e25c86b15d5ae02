import { Button, IconButton, Tooltip } from '@atrium/design-system';
import * as styles from './Toolbar.css.js';

export interface SelectionHeaderProps {
  /** Rows selected on this page, or the whole count in all-rows mode. */
  readonly selectedCount: number;
  readonly allRowsSelected: boolean;
  readonly totalCount: number | undefined;
  readonly canDelete: boolean;
  readonly deleteDisabledReason?: string;
  readonly onClear: () => void;
  readonly onSelectAll: () => void;
  readonly onExport: () => void;
  readonly onDelete: () => void;
}

const rows = (n: number) => `${n.toLocaleString()} row${n === 1 ? '' : 's'}`;

/** The header while rows are selected: clear, count, select all, export and delete. */
export function SelectionHeader(props: SelectionHeaderProps) {
  const { selectedCount, allRowsSelected, totalCount } = props;
  const deleteButton = (
    <Button variant="soft" tone="critical" isDisabled={!props.canDelete} onPress={props.onDelete}>
      {allRowsSelected
        ? `Delete all ${rows(totalCount ?? selectedCount)}`
        : `Delete ${rows(selectedCount)}`}
    </Button>
  );
  return (
    <>
      <IconButton variant="ghost" icon="✕" label="Clear selection" onPress={props.onClear} />
      <span>
        {allRowsSelected
          ? `All ${rows(totalCount ?? selectedCount)} selected`
          : `${rows(selectedCount)} selected`}
      </span>
      {!allRowsSelected && totalCount !== undefined && totalCount > selectedCount && (
        <Button variant="ghost" tone="accent" onPress={props.onSelectAll}>
          {`Select all ${totalCount.toLocaleString()} rows`}
        </Button>
      )}
      <span className={styles.spacer} />
      <Button variant="ghost" onPress={props.onExport}>
        Export to CSV
      </Button>
      {props.deleteDisabledReason ? (
        <Tooltip content={props.deleteDisabledReason}>{deleteButton}</Tooltip>
      ) : (
        deleteButton
      )}
    </>
  );
}
