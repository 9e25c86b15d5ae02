import { defineResource } from '../data/define-resource.js';

/*
 * The resources several plugins show, declared by core; a plugin declares its own with
 * `defineResource` in its manifest's `resources`. `stale` says what else a write changes: an RLS
 * toggle (a `tables` write) shows in the table editor's entity list; a new column changes the
 * table's detail and its rows.
 */
const schemas = defineResource('schemas', {
  stale: ['tables', 'table-rows', 'entities', 'columns', 'policies', 'types'],
});
const tables = defineResource('tables', {
  stale: ['table-rows', 'entities', 'columns', 'policies'],
});
const tableRows = defineResource('table-rows');
const entities = defineResource('entities', { stale: ['tables'] });
const columns = defineResource('columns', { stale: ['tables', 'table-rows', 'entities'] });
const policies = defineResource('policies');
const roles = defineResource('roles');
const types = defineResource('types', { stale: ['columns'] });
const extensions = defineResource('extensions', { stale: ['schemas', 'types'] });
const functions = defineResource('functions');

/** The resources core declares: `useProjectMutation(call, { invalidates: [resources.policies] })`. */
export const resources = {
  schemas,
  tables,
  tableRows,
  entities,
  columns,
  policies,
  roles,
  types,
  extensions,
  functions,
} as const;

/** Every resource core declares, checked by the registry with the plugins' own. */
export const CORE_RESOURCES = Object.values(resources);
