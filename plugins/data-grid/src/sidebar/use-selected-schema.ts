import {
  entityKeys,
  usePgMeta,
  useProjectQuery,
  usePluginContext,
  useSearch,
} from '@atrium/core/plugin-api';
import { DEFAULT_SCHEMA, editorHref } from './links.js';

/**
 * The schema in view: `?schema=` in the URL; without it, the schema of the open table (a link
 * from elsewhere may name only the table), else `public`. Undefined while that is being looked up.
 */
export function useSelectedSchema(selectedId: number | undefined) {
  const fromUrl = new URLSearchParams(useSearch()).get('schema');
  const { ref } = usePgMeta();
  const { navigate } = usePluginContext();
  const lookUp = fromUrl === null && selectedId !== undefined;
  const selected = useProjectQuery(lookUp ? entityKeys.detail(selectedId) : null, (pgMeta) =>
    pgMeta.relations.entities[':id'].$get({ param: { id: String(selectedId) } }),
  );
  const schema = fromUrl ?? (lookUp && !selected.error ? selected.data?.schema : DEFAULT_SCHEMA);
  return {
    schema,
    /** Shows another schema: the editor home, since the open table belongs to the old one. */
    selectSchema: (name: string) => navigate(editorHref(ref, name)),
  };
}
