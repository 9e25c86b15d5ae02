import {
  definePlugin,
  PLUGIN_API_VERSION,
  type NavItemDeclaration,
  type PluginManifest,
} from '@atrium/core/plugin-api';

/** A plugin the nav knows nothing about, with these menu items and nothing else it would read. */
export function pluginWithItems(id: string, navItems: NavItemDeclaration[]): PluginManifest {
  return definePlugin({
    apiVersion: PLUGIN_API_VERSION,
    id,
    title: id,
    version: '1.0.0',
    navItems,
  });
}

/** A third-party plugin with a section of its own. */
export const hello = pluginWithItems('hello', [
  {
    id: 'hello',
    menu: 'project',
    section: 'Examples',
    label: 'Hello',
    href: '/project/{ref}/hello',
    order: 100,
  },
]);
