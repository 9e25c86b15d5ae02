import {
  defineExtensionPoint,
  lazySchema,
  type ContributedHandler,
  type ExtensionPoint,
} from '@atrium/core/plugin-api';
import type { ComponentType } from 'react';

/**
 * What the table editor offers other plugins (`@atrium/plugin-data-grid/contracts`): its extension
 * points and their data types, free of the editor's code, so importing it costs a plugin nothing.
 * The points' schemas (zod) load only when contributions are checked (`point-schemas.ts`), so the
 * manifest, which lists these points, keeps zod out of the shell's first load.
 */

const pointSchemas = () => import('./point-schemas.js');

/** The table a row belongs to. */
export interface TableRef {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
}

/** An entry of the grid's row menu (right-click on a row). */
export interface RowMenuItemData {
  readonly label: string;
}

/** What a row-menu entry's handler receives, after the plugin context. */
export interface RowMenuArgs {
  /** The row as the grid holds it: column name to value. */
  readonly row: Readonly<Record<string, unknown>>;
  readonly table: TableRef;
  /**
   * The row's primary key, column to value in key order (`{ id: 42 }`), to find the row again;
   * undefined when the table has none.
   */
  readonly primaryKey: Readonly<Record<string, unknown>> | undefined;
}

/** Cell renderers for the Postgres types listed. */
export interface CellRendererData {
  /** Type names as Postgres spells them (`jsonb`, `uuid`, `int4`, ...). */
  readonly types: readonly string[];
}

/** What a cell renderer receives: the value (never NULL: the grid shows NULL itself). */
export interface CellRendererProps {
  readonly value: unknown;
  readonly column: { readonly name: string; readonly type: string };
  readonly data: CellRendererData;
}

/** Row-menu entries: `load` gives the handler, run with the contributing plugin's context. */
export const tableEditorRowMenu: ExtensionPoint<
  RowMenuItemData,
  ContributedHandler<RowMenuArgs>
> = defineExtensionPoint({
  id: 'tableEditor.rowMenu@1',
  description: "Entries of the table editor's row menu; each runs a handler with the row.",
  schema: lazySchema(() => pointSchemas().then((m) => m.rowMenuItemSchema)),
});

/** Cell renderers: `load` gives a component for the cells of columns of the listed types. */
export const tableEditorCellRenderer: ExtensionPoint<
  CellRendererData,
  ComponentType<CellRendererProps>
> = defineExtensionPoint({
  id: 'tableEditor.cellRenderer@1',
  description: 'Cell renderers for the Postgres types listed, in the table editor grid.',
  schema: lazySchema(() => pointSchemas().then((m) => m.cellRendererSchema)),
});
