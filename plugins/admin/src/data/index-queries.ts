import { useProjectQuery, type PgMetaClient, type ResponseOf } from '@atrium/core/plugin-api';
import { indexKeys } from './admin-resources.js';

/** An index as the metadata API answers it (`GET /indexes/{id}`). */
export type DbIndex = ResponseOf<PgMetaClient['columns']['indexes'][':id']['$get']>;

/** One schema's indexes, every table's. */
export function useIndexes(schema: string) {
  return useProjectQuery(indexKeys.inSchema(schema), (pgMeta) =>
    pgMeta.columns.indexes.$get({ query: { included_schemas: schema } }),
  );
}
