import { z, type StandardSchemaV1 } from '@atrium/core/plugin-api';
import type { CellRendererData, RowMenuItemData } from './contracts.js';

/**
 * The data schemas of the table editor's extension points (`contracts.ts`), in a module of their
 * own that only checking contributions imports, so zod stays out of the shell's first load.
 */

const text = () => z.string().check(z.minLength(1));

export const rowMenuItemSchema: StandardSchemaV1<unknown, RowMenuItemData> = z.object({
  label: text(),
});

export const cellRendererSchema: StandardSchemaV1<unknown, CellRendererData> = z.object({
  types: z.array(text()).check(z.minLength(1)),
});
