import { lazy } from 'react';

/**
 * The table editor's panels, loaded when first opened: the admin screens' chunks stay small, and
 * so does the list of chunks each route preloads, which the app's first load carries for every
 * route (docs/architecture/plugins.md, the editor's landing).
 */
export const LazyTableEditorPanel = lazy(async () => ({
  default: (await import('@atrium/plugin-data-grid/ui')).TableEditorPanel,
}));

export const LazyColumnEditorPanel = lazy(async () => ({
  default: (await import('@atrium/plugin-data-grid/ui')).ColumnEditorPanel,
}));
