import { useProjectQuery, type PgMetaClient, type ResponseOf } from '@atrium/core/plugin-api';
import { triggerKeys } from './trigger-keys.js';

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
