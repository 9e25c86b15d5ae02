import { useContributions } from '@atrium/core/plugin-api';
import { tableEditorCellRenderer } from '../../contracts.js';

/** The contributed renderer (`tableEditor.cellRenderer@1`) for a Postgres type, if any: the first. */
export function useCellRenderer(type: string) {
  return useContributions(tableEditorCellRenderer).find((r) => r.data.types.includes(type));
}
