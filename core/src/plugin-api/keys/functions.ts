import { resources } from './core-resources.js';

/** Cache keys of database functions (`/functions`). */
export const functionKeys = {
  list: () => resources.functions.key('list'),
  /** The functions of one schema (`GET /functions?included_schemas=`), as the functions screen lists them. */
  inSchema: (schema: string) => resources.functions.key('list', schema),
};
