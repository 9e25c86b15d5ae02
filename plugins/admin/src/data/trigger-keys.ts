import { defineResource, resources } from '@atrium/core/plugin-api';

/** The project's triggers, declared by this plugin: only its triggers screen shows them. */
export const triggers = defineResource('triggers');

export const triggerKeys = {
  /** The triggers on one schema's tables (`GET /triggers?included_schemas=`). */
  inSchema: (schema: string) => triggers.key('list', schema),
  /**
   * The functions a trigger may run (`GET /functions?trigger_functions=true`), under `functions`
   * so a function written on the functions screen shows in the picker.
   */
  functions: () => resources.functions.key('list', 'trigger'),
};
