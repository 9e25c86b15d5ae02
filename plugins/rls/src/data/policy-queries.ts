import { policyKeys, useProjectQuery } from '@atrium/core/plugin-api';
import type { PolicyRequest } from '../policy/request.js';

/**
 * The exact SQL a policy's save would run, from the server's own builders
 * (`POST /policies/preview`, which writes nothing); `null` asks for nothing.
 */
export function usePolicyPreview(request: PolicyRequest | null) {
  return useProjectQuery(
    request ? policyKeys.preview(request) : null,
    (pgMeta) => pgMeta.security.policies.preview.$post({ json: request! }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
