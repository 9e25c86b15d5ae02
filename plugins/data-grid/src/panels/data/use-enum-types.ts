import { typeKeys, useProjectQuery } from '@atrium/core/plugin-api';

/** The project's enumerated types, offered in the column type picker. */
export function useEnumTypes() {
  return useProjectQuery(typeKeys.list(), (pgMeta) => pgMeta.security.types.$get({ query: {} }));
}
