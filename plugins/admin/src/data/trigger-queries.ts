import {
  resources,
  useProjectQuery,
  type PgMetaClient,
  type ResponseOf,
} from '@atrium/core/plugin-api';
import { triggers } from './trigger-keys.js';

export const triggerKeys = {
  /** The triggers on one schema's tables (`GET /triggers?included_schemas=`). */
  inSchema: (schema: string) => triggers.key('list', schema),
  /**
   * The functions a trigger may run (`GET /functions?trigger_functions=true`), under `functions`
   * so a function written on the functions screen shows in the picker.
   */
  functions: () => resources.functions.key('list', 'trigger'),
};

/** A trigger as the metadata API answers it (`GET /triggers/{id}`, the postgres-meta shape). */
export type DbTrigger = ResponseOf<PgMetaClient['programmability']['triggers'][':id']['$get']>;

/** A function that returns `trigger`, as the 'Pick a function' panel offers it. */
export type TriggerFunction = ResponseOf<
  PgMetaClient['programmability']['functions'][':id']['$get']
>;

/** The triggers on one schema's tables. */
export function useTriggers(schema: string) {
  return useProjectQuery(triggerKeys.inSchema(schema), (pgMeta) =>
    pgMeta.programmability.triggers.$get({ query: { included_schemas: schema } }),
  );
}

/** Every function returning `trigger`, in any schema the user may see. */
export function useTriggerFunctions() {
  return useProjectQuery(triggerKeys.functions(), (pgMeta) =>
    pgMeta.programmability.functions.$get({ query: { trigger_functions: 'true' } }),
  );
}
