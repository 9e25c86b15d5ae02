import { resources } from './core-resources.js';

/** Cache keys of database roles (`/roles`). */
export const roleKeys = {
  list: () => resources.roles.key('list'),
};
