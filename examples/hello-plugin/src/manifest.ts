import {
  contribute,
  defineCommand,
  definePlugin,
  extensionPoints,
  PLUGIN_API_VERSION,
} from '@atrium/plugin-api';
import { tableEditorCellRenderer, tableEditorRowMenu } from '@atrium/plugin-data-grid/contracts';
import { greeting } from './data/keys.js';

/**
 * The whole plugin as data: core reads this without running any of the plugin's code. Each route,
 * command and contribution names its own module, loaded the first time that one is used.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'hello',
  title: 'Hello',
  version: '1.0.0',
  description: 'An example third-party plugin.',
  permissions: [{ action: 'platform:read', resource: 'projects' }],
  resources: [greeting],
  routes: [{ path: '/project/:ref/hello', title: 'Hello', load: () => import('./HelloPage.js') }],
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
  commands: [
    // The palette asks for the name first; the handler's arguments are typed by `argument`.
    defineCommand({
      id: 'greet',
      title: 'Say hello',
      keybinding: 'Mod+Shift+H',
      argument: {
        name: 'name',
        label: 'Name to greet',
        placeholder: 'Leave empty for the project',
      },
      run: () => import('./greet.js'),
    }),
  ],
  contributions: [
    contribute(extensionPoints.projectHome, {
      id: 'card',
      data: { title: 'Hello' },
      load: () => import('./HelloCard.js'),
    }),
    contribute(tableEditorRowMenu, {
      id: 'greet-row',
      data: { label: 'Say hello to this row' },
      load: () => import('./greet-row.js'),
    }),
    contribute(tableEditorCellRenderer, {
      id: 'short-uuid',
      data: { types: ['uuid'] },
      load: () => import('./ShortUuid.js'),
    }),
  ],
});
