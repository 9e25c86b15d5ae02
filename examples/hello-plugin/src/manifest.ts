import { definePlugin } from '@atrium/core/plugin-api';

/**
 * The whole plugin as data: core reads this without running any of the plugin's code, and loads
 * `impl.tsx` only when one of these is first used.
 */
export default definePlugin({
  id: 'hello',
  title: 'Hello',
  version: '1.0.0',
  description: 'An example third-party plugin.',
  permissions: [{ action: 'platform:read', resource: 'projects' }],
  routes: [{ path: '/project/:ref/hello', component: 'HelloPage', title: 'Hello' }],
  navItems: [
    {
      id: 'hello',
      menu: 'project',
      section: 'Examples',
      label: 'Hello',
      href: '/project/{ref}/hello',
      order: 100,
    },
  ],
  commands: [{ id: 'greet', title: 'Say hello', keybinding: 'Mod+Shift+H', run: 'greet' }],
  contributions: [
    { point: 'project.home@1', id: 'card', component: 'HelloCard', data: { title: 'Hello' } },
  ],
  load: () => import('./impl.js'),
});
