/**
 * The table editor's panels for other plugins' screens (`@atrium/plugin-data-grid/ui`): the
 * admin screens create and edit tables and columns with the same forms. Each depends only on the
 * plugin API and the design system, and writes through the shared mutations of `src/data/`, so
 * a save refreshes every screen that shows the table.
 */
export {
  TableEditorPanel,
  type SavedTable,
  type TableEditorPanelProps,
} from './panels/TableEditorPanel.js';
export {
  ColumnEditorPanel,
  type ColumnEditorPanelProps,
  type EditableColumn,
} from './panels/ColumnEditorPanel.js';
