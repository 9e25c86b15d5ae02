import { resources } from './core-resources.js';

/** Cache keys of database functions (`/functions`). */
export const functionKeys = {
  list: () => resources.functions.key('list'),
};
