import { lazy } from 'react';

/**
 * The table and schema panels, each in a chunk of its own, loaded when first opened: the editor's
 * home (no table open) shows none of them, and its first load stays within budget
 * (docs/architecture/plugins.md).
 */
export const LazyTableDialogs = lazy(async () => ({
  default: (await import('./TableDialogs.js')).TableDialogs,
}));

export const LazyTableEditorPanel = lazy(async () => ({
  default: (await import('./TableEditorPanel.js')).TableEditorPanel,
}));

export const LazyCreateSchemaDialog = lazy(async () => ({
  default: (await import('./CreateSchemaDialog.js')).CreateSchemaDialog,
}));
