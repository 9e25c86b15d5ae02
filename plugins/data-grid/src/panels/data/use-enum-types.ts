import { usePgMetaQuery } from '@atrium/core/plugin-api';
import { editorKey } from '../../sidebar/data/keys.js';
import type { EnumType } from '../columns/column-types.js';

/** The project's enumerated types, offered in the column type picker. */
export function useEnumTypes() {
  return usePgMetaQuery<EnumType[]>(editorKey('types'), (pgMeta) =>
    pgMeta.security.types.$get({ query: {} }),
  );
}
