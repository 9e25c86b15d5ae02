/** A column as `/platform/pg-meta/{ref}/columns` returns it (the fields the panel edits). */
export interface EditableColumn {
  readonly id: string;
  readonly table_id: number;
  readonly name: string;
}

export interface ColumnEditorPanelProps {
  readonly tableId: number;
  /** The column to edit; without it the panel adds a new column. */
  readonly column?: EditableColumn;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** Called after the change is saved, so the caller can refresh its rows and columns. */
  readonly onSaved: () => void;
}

/** Side panel to add or edit a column. (Placeholder until the panels land.) */
export function ColumnEditorPanel(props: ColumnEditorPanelProps) {
  return props.isOpen ? <div role="dialog" aria-label="Column" /> : null;
}
