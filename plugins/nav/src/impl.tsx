import type { PluginModule } from '@atrium/core/plugin-api';
import { Sidebar } from './Sidebar.js';

/** The implementation, loaded when the shell first draws the navigation. */
const plugin: PluginModule = { components: { Sidebar } };

export const { components } = plugin;
