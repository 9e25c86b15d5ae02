import { resources } from './core-resources.js';

/** Cache keys of enumerated types (`/types`). */
export const typeKeys = {
  list: () => resources.types.key('list'),
  /** The types of one schema (`GET /types?included_schemas=`), as the types screen lists them. */
  inSchema: (schema: string) => resources.types.key('list', schema),
};
