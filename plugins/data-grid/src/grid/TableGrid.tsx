export interface TableGridProps {
  /** The table's (or view's) id, as in `/project/{ref}/editor/{id}`. */
  readonly tableId: number;
}

/** The grid over one table: toolbar, rows and bottom bar. (Placeholder until the grid lands.) */
export function TableGrid({ tableId }: TableGridProps) {
  return <div data-table-id={tableId} />;
}
