import { usePgMetaQuery } from '@atrium/core/plugin-api';
import type { Schema } from './entity.js';
import { editorKey } from './keys.js';

/** The project's schemas (Postgres's own catalogue schemas left out by the API). */
export function useSchemas() {
  return usePgMetaQuery<Schema[]>(editorKey('schemas'), (pgMeta) =>
    pgMeta.relations.schemas.$get({ query: {} }),
  );
}
