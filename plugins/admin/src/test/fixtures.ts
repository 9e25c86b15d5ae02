import type { DbIndex } from '../data/index-queries.js';
import type { DbTrigger, TriggerFunction } from '../data/trigger-queries.js';

/*
 * The admin screens' test objects, as the metadata API answers them: each a plausible default
 * (the public.pets table's audit trigger, its function, its primary key), fields replaced as given.
 */

/** A trigger: public.pets's row-level audit after insert and update. */
export const aTrigger = (fields: Partial<DbTrigger> = {}): DbTrigger => ({
  id: 60,
  table_id: 7,
  enabled_mode: 'ORIGIN',
  name: 'pets_audit',
  table: 'pets',
  schema: 'public',
  condition: null,
  orientation: 'ROW',
  activation: 'AFTER',
  events: ['INSERT', 'UPDATE'],
  function_schema: 'public',
  function_name: 'log_change',
  function_args: [],
  ...fields,
});

/** A trigger function: public.log_change, in plpgsql. */
export const aTriggerFunction = (fields: Partial<TriggerFunction> = {}): TriggerFunction => ({
  id: 80,
  schema: 'public',
  name: 'log_change',
  language: 'plpgsql',
  definition: 'begin return new; end;',
  complete_statement: '',
  args: [],
  argument_types: '',
  identity_argument_types: '',
  return_type_id: 2279,
  return_type: 'trigger',
  return_type_relation_id: null,
  is_set_returning_function: false,
  prorows: null,
  behavior: 'VOLATILE',
  security_definer: false,
  config_params: null,
  ...fields,
});

/** An index: public.pets's primary key. */
export const anIndex = (fields: Partial<DbIndex> = {}): DbIndex => ({
  id: 90,
  table_id: 7,
  schema: 'public',
  table: 'pets',
  name: 'pets_pkey',
  columns: ['id'],
  is_unique: true,
  is_primary: true,
  access_method: 'btree',
  definition: 'CREATE UNIQUE INDEX pets_pkey ON public.pets USING btree (id)',
  is_valid: true,
  size: '16 kB',
  idx_scan: 1200,
  ...fields,
});
