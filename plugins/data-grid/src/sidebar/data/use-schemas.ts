import { useApiQuery } from '@atrium/core/plugin-api';
import type { Schema } from './entity.js';
import { editorKey } from './keys.js';
import { usePgMeta } from './use-pg-meta.js';

/** The project's schemas (Postgres's own catalogue schemas left out by the API). */
export function useSchemas() {
  const { ref, pgMeta } = usePgMeta();
  return useApiQuery<Schema[]>(editorKey('schemas', ref), () =>
    pgMeta.schemas.$get({ param: { ref }, query: {} }),
  );
}
