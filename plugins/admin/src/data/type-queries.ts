import { typeKeys, useProjectQuery } from '@atrium/core/plugin-api';

/** An enumerated type as the metadata API answers it (`GET /types`). */
export type { EnumType } from '@atrium/core/plugin-api';

/** One schema's enumerated types, cached under `types`, so any type write refreshes them. */
export function useEnumTypes(schema: string) {
  return useProjectQuery(typeKeys.inSchema(schema), (pgMeta) =>
    pgMeta.security.types.$get({ query: { included_schemas: schema } }),
  );
}
