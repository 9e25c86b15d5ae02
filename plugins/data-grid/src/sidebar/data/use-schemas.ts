import { schemaKeys, useProjectQuery } from '@atrium/core/plugin-api';

/** The project's schemas (Postgres's own catalogue schemas left out by the API). */
export function useSchemas() {
  return useProjectQuery(schemaKeys.list(), (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
}
