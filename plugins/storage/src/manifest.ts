import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';
import { buckets, objects, s3Credentials, storageConfig } from './data/keys.js';

/**
 * File storage as data: the storage screens' routes and menu items, read by core without running
 * any of the plugin's code. The screens sit on the storage service's platform routes
 * (`/platform/storage/{ref}/...`), which check the member's storage admin grants themselves.
 */
export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'storage',
  title: 'Storage',
  version: '1.0.0',
  description:
    'File storage: buckets, the file explorer with uploads, storage policies and storage settings.',
  permissions: [
    { action: 'storage:admin:read', resource: 'buckets' },
    { action: 'storage:admin:write', resource: 'buckets' },
    { action: 'storage:admin:read', resource: 'objects' },
    { action: 'storage:admin:write', resource: 'objects' },
    { action: 'storage:admin:read', resource: 'config' },
    { action: 'storage:admin:write', resource: 'config' },
    { action: 'storage:admin:read', resource: 'credentials' },
    { action: 'storage:admin:write', resource: 'credentials' },
  ],
  resources: [buckets, objects, storageConfig, s3Credentials],
  routes: [
    {
      path: '/project/:ref/storage/buckets',
      title: 'Buckets',
      permission: {
        action: 'storage:admin:read',
        resource: 'buckets',
        description: 'view buckets from this project',
      },
      load: () => import('./entries/BucketsPage.js'),
    },
    {
      path: '/project/:ref/storage/buckets/:bucketId',
      title: 'File explorer',
      permission: {
        action: 'storage:admin:read',
        resource: 'objects',
        description: 'view the files of this project',
      },
      load: () => import('./entries/ExplorerPage.js'),
    },
    {
      path: '/project/:ref/storage/policies',
      title: 'Storage policies',
      permission: {
        action: 'storage:admin:read',
        resource: 'objects',
        description: 'view the storage policies of this project',
      },
      load: () => import('./entries/StoragePoliciesPage.js'),
    },
    {
      // A plugin route, so it shows self-hosted too: core redirects settings pages only where no
      // plugin route matches.
      path: '/project/:ref/settings/storage',
      title: 'Storage Settings',
      permission: {
        action: 'storage:admin:read',
        resource: 'config',
        description: "view this project's storage settings",
      },
      load: () => import('./entries/StorageSettingsPage.js'),
    },
  ],
  // Spec 2.2: the Storage section's items; orders place them among the other plugins' items
  // (plugins/nav/README.md lists every item of the spec's menus).
  navItems: [
    {
      id: 'buckets',
      menu: 'project',
      section: 'Storage',
      label: 'Buckets',
      href: '/project/{ref}/storage/buckets',
      order: 300,
      when: { service: 'storage' },
    },
    {
      id: 'settings-storage',
      menu: 'project',
      section: 'Settings',
      label: 'Storage',
      href: '/project/{ref}/settings/storage',
      order: 740,
      when: { service: 'storage' },
    },
  ],
});
