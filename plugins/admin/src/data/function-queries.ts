import {
  extensionKeys,
  functionKeys,
  useProjectQuery,
  type PgMetaClient,
  type ResponseOf,
} from '@atrium/core/plugin-api';

/** A database function as the metadata API answers it (`GET /functions/{id}`). */
export type DbFunction = ResponseOf<PgMetaClient['programmability']['functions'][':id']['$get']>;

/** One schema's functions, cached under `functions`, so any function write refreshes them. */
export function useFunctions(schema: string) {
  return useProjectQuery(functionKeys.inSchema(schema), (pgMeta) =>
    pgMeta.programmability.functions.$get({ query: { included_schemas: schema } }),
  );
}

/** The extensions installed in the project, by name: some languages need theirs. */
export function useInstalledExtensions() {
  const extensions = useProjectQuery(extensionKeys.list(), (pgMeta) =>
    pgMeta.programmability.extensions.$get(),
  );
  return new Set(
    (extensions.data ?? []).filter((e) => e.installed_version !== null).map((e) => e.name),
  );
}
