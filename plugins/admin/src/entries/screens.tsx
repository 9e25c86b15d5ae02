import { lazy } from 'react';

/*
 * The admin screens' entries: one small module that every route's loader imports, each screen
 * loaded when its route is first visited. A route loader imports only this module, not the screen:
 * the list of chunks a loader preloads is written into the app's first load for every route, and
 * the screens' (the design system's forms and overlays) would add to the editor's landing
 * (tests/e2e/build-chunks.test.ts); one module for all keeps that list, and each route's cost
 * there, to a name. Each renders inside core's Suspense boundary, which also waits for the screen.
 * The exports are plain components around the lazy ones: core's loader wraps them in `lazy`
 * again, and React refuses a lazy component that resolves to another.
 */
const TablesPage = lazy(async () => ({
  default: (await import('../tables/TablesPage.js')).TablesPage,
}));
const TableColumnsPage = lazy(async () => ({
  default: (await import('../columns/TableColumnsPage.js')).TableColumnsPage,
}));
const FunctionsPage = lazy(async () => ({
  default: (await import('../functions/FunctionsPage.js')).FunctionsPage,
}));
const TriggersPage = lazy(async () => ({
  default: (await import('../triggers/TriggersPage.js')).TriggersPage,
}));

const ExtensionsPage = lazy(async () => ({
  default: (await import('../extensions/ExtensionsPage.js')).ExtensionsPage,
}));
const SchemaVisualizerPage = lazy(async () => ({
  default: (await import('../schemas/SchemaVisualizerPage.js')).SchemaVisualizerPage,
}));

const TypesPage = lazy(async () => ({
  default: (await import('../types/TypesPage.js')).TypesPage,
}));

const IndexesPage = lazy(async () => ({
  default: (await import('../indexes/IndexesPage.js')).IndexesPage,
}));
const ColumnPrivilegesPage = lazy(async () => ({
  default: (await import('../privileges/ColumnPrivilegesPage.js')).ColumnPrivilegesPage,
}));

export const tables = () => <TablesPage />;
export const columns = () => <TableColumnsPage />;
export const functions = () => <FunctionsPage />;
export const triggers = () => <TriggersPage />;
export const extensions = () => <ExtensionsPage />;
export const schemas = () => <SchemaVisualizerPage />;
export const types = () => <TypesPage />;
export const indexes = () => <IndexesPage />;
export const columnPrivileges = () => <ColumnPrivilegesPage />;
