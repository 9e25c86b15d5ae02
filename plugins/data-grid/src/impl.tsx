import type { PluginModule } from '@atrium/core/plugin-api';
import { TableEditorPage } from './TableEditorPage.js';

/** The implementation, loaded on first use: the names match those in manifest.ts. */
const plugin: PluginModule = { components: { TableEditorPage } };

export const { components } = plugin;
