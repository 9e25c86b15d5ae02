import { Button, Menu, MenuItem } from '@atrium/design-system';

export type InsertAction = 'row' | 'column' | 'csv';

export interface InsertMenuProps {
  readonly canInsertRows: boolean;
  readonly onAction: (action: InsertAction) => void;
}

/** Insert row, Insert column, Import data from CSV; shown only with write permission. */
export function InsertMenu({ canInsertRows, onAction }: InsertMenuProps) {
  return (
    <Menu
      aria-label="Insert"
      placement="bottom start"
      trigger={
        <Button variant="solid" tone="accent">
          Insert
        </Button>
      }
      disabledKeys={canInsertRows ? [] : ['row', 'csv']}
      onAction={(key) => onAction(key as InsertAction)}
    >
      <MenuItem id="row" description="Insert a new row into the table">
        Insert row
      </MenuItem>
      <MenuItem id="column" description="Insert a new column into the table">
        Insert column
      </MenuItem>
      <MenuItem id="csv" description="Insert new rows from a CSV file">
        Import data from CSV
      </MenuItem>
    </Menu>
  );
}
