import type { PluginModule } from '@atrium/core/plugin-api';
import { HelloCard } from './HelloCard.js';
import { HelloPage } from './HelloPage.js';
import { greet } from './greet.js';

/** The implementation, loaded on first use: the names match those in manifest.ts. */
const plugin: PluginModule = {
  components: { HelloPage, HelloCard },
  commands: { greet },
};

export const { components, commands } = plugin;
