import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';
import { buckets, objects } from './data/keys.js';

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
  resources: [buckets, objects],
  routes: [
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
  ],
});
