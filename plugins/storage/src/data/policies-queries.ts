import { policyKeys, useProjectQuery } from '@atrium/core/plugin-api';
import type { StoragePolicyBody } from '../policies/policy-form.js';

/**
 * The policies of the storage schema (spec 7: the list is fetched for schema storage), cached
 * under the shared policies key, so the rls plugin's writes refresh this page and its writes
 * refresh that one.
 */
export function useStoragePolicies() {
  return useProjectQuery(policyKeys.list('storage'), (pgMeta) =>
    pgMeta.security.policies.$get({
      query: { included_schemas: 'storage', include_system_schemas: 'true' },
    }),
  );
}

/** The exact SQL a new policy's save would run (`POST /policies/preview`, which writes nothing). */
export function useStoragePolicyPreview(body: StoragePolicyBody | { id: number } | null) {
  return useProjectQuery(
    body ? policyKeys.preview(body) : null,
    (pgMeta) => pgMeta.security.policies.preview.$post({ json: body! }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
