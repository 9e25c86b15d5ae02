import { resources } from './core-resources.js';

/** Cache keys of extensions (`/extensions`). */
export const extensionKeys = {
  list: () => resources.extensions.key('list'),
  versions: (name: string) => resources.extensions.key('versions', name),
};
