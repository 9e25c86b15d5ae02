import { useApiQuery } from '@atrium/core/plugin-api';
import { editorKey } from '../../sidebar/data/keys.js';
import { usePgMeta } from '../../sidebar/data/use-pg-meta.js';
import type { EnumType } from '../columns/column-types.js';

/** The project's enumerated types, offered in the column type picker. */
export function useEnumTypes() {
  const { ref, pgMeta } = usePgMeta();
  return useApiQuery<EnumType[]>(editorKey('types', ref), () =>
    pgMeta.types.$get({ param: { ref }, query: {} }),
  );
}
