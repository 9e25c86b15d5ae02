import type { PluginModule } from '@atrium/core/plugin-api';
import { PoliciesPage } from './screen/PoliciesPage.js';

/** The implementation, loaded on first use: the names match those in manifest.ts. */
const plugin: PluginModule = { components: { PoliciesPage } };

export const { components } = plugin;
