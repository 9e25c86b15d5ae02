export interface TableEditorSidebarProps {
  /** The table open in the editor, if any: its row is highlighted and gets the row menu. */
  readonly selectedId?: number;
}

/** The table editor's sidebar of entities. (Placeholder until the sidebar lands.) */
export function TableEditorSidebar({ selectedId }: TableEditorSidebarProps) {
  return <nav aria-label="Tables" data-selected={selectedId} />;
}
