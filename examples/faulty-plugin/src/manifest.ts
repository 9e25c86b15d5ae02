import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';

/** A plugin whose screen throws: the shell must contain it and list the failure. */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'faulty',
  title: 'Faulty',
  version: '1.0.0',
  description: 'Fails on purpose, to show that one plugin cannot take the app down.',
  routes: [{ path: '/project/:ref/faulty', load: () => import('./Broken.js') }],
  navItems: [
    {
      id: 'faulty',
      menu: 'project',
      section: 'Examples',
      label: 'Faulty',
      href: '/project/{ref}/faulty',
      order: 110,
    },
  ],
});
