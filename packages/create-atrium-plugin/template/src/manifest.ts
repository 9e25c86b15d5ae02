import { definePlugin, PLUGIN_API_VERSION } from '@atrium/plugin-api';
import { status } from './data/keys.js';

/**
 * The plugin as data: Atrium reads it without running the plugin's code. The screen and the
 * command each name their own module, loaded the first time it is used.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'my-plugin',
  title: 'My plugin',
  version: '0.1.0',
  resources: [status],
  routes: [
    { path: '/project/:ref/my-plugin', title: 'My plugin', load: () => import('./MyScreen.js') },
  ],
  navItems: [
    {
      id: 'my-plugin',
      menu: 'project',
      section: 'Plugins',
      label: 'My plugin',
      href: '/project/{ref}/my-plugin',
    },
  ],
});
