import { resources } from './core-resources.js';

/** Cache keys of a project's schemas (`/schemas`). */
export const schemaKeys = {
  list: () => resources.schemas.key('list'),
};
