import type { Filter, Sort } from '@atrium/common/filters';
import type { Impersonation } from '../data/impersonation.js';
import { FilterPopover } from './FilterPopover.js';
import { InsertMenu, type InsertAction } from './InsertMenu.js';
import { RoleImpersonation } from './RoleImpersonation.js';
import { SortPopover } from './SortPopover.js';
import { SelectionHeader, type SelectionHeaderProps } from './SelectionHeader.js';
import * as styles from './Toolbar.css.js';

export interface ToolbarProps {
  readonly columns: readonly string[];
  /** Each enum column's values, for the filter's value picker. */
  readonly enumValues?: Readonly<Record<string, readonly string[]>>;
  readonly filters: readonly Filter[];
  readonly sorts: readonly Sort[];
  readonly onFilters: (filters: readonly Filter[]) => void;
  readonly onSorts: (sorts: readonly Sort[]) => void;
  /** The Insert menu shows only with write permission (spec section 2). */
  readonly canWrite: boolean;
  readonly canInsertRows: boolean;
  readonly onInsert: (action: InsertAction) => void;
  readonly impersonation: Impersonation | undefined;
  readonly onImpersonation: (value: Impersonation | undefined) => void;
  /** While rows are selected the header turns into the selection header. */
  readonly selection?: SelectionHeaderProps;
}

/** The grid's header: Filter, Sort, Insert and the role; or, with rows selected, their actions. */
export function Toolbar(props: ToolbarProps) {
  return (
    <div className={styles.bar} role="toolbar" aria-label="Table actions">
      {props.selection ? (
        <SelectionHeader {...props.selection} />
      ) : (
        <>
          <FilterPopover
            columns={props.columns}
            enumValues={props.enumValues}
            filters={props.filters}
            onApply={props.onFilters}
          />
          <SortPopover columns={props.columns} sorts={props.sorts} onApply={props.onSorts} />
          {props.canWrite && (
            <InsertMenu canInsertRows={props.canInsertRows} onAction={props.onInsert} />
          )}
          <span className={styles.spacer} />
          <RoleImpersonation value={props.impersonation} onChange={props.onImpersonation} />
        </>
      )}
    </div>
  );
}
