import {
  typeKeys,
  useProjectQuery,
  type PgMetaClient,
  type ResponseOf,
} from '@atrium/core/plugin-api';

/** An enumerated type as the metadata API answers it (`GET /types/{id}`). */
export type EnumType = ResponseOf<PgMetaClient['security']['types'][':id']['$get']>;

/** One schema's enumerated types, cached under `types`, so any type write refreshes them. */
export function useEnumTypes(schema: string) {
  return useProjectQuery(typeKeys.inSchema(schema), (pgMeta) =>
    pgMeta.security.types.$get({ query: { included_schemas: schema } }),
  );
}
