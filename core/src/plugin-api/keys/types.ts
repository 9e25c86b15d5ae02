import { resources } from './core-resources.js';

/** Cache keys of enumerated types (`/types`). */
export const typeKeys = {
  list: () => resources.types.key('list'),
};
