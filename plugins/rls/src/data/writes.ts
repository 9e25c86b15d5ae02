import { readJson, type useApiClient } from '@atrium/core/plugin-api';
import type { CreatePolicyBody, UpdatePolicyBody } from '../policy/body.js';
import type { PolicyRequest } from '../policy/request.js';
import type { Policy } from '../policy/policy.js';
import type { PolicyTestResult } from '../tester/result.js';

type ApiClient = ReturnType<typeof useApiClient>;

/** The writes and server computations of the rls plugin, each throwing the API's message. */
export function rlsApi(api: ApiClient, ref: string) {
  const meta = api.platform['pg-meta'][':ref'];
  return {
    toggleRls: async (tableId: number, enabled: boolean) =>
      readJson<unknown>(
        await meta.tables[':id'].$patch({
          param: { ref, id: String(tableId) },
          json: { rls_enabled: enabled },
        }),
      ),
    deletePolicy: async (id: number) =>
      readJson<Policy>(await meta.policies[':id'].$delete({ param: { ref, id: String(id) } })),
    createPolicy: async (body: CreatePolicyBody) =>
      readJson<Policy>(await meta.policies.$post({ param: { ref }, json: body })),
    updatePolicy: async (id: number, body: UpdatePolicyBody) =>
      readJson<Policy>(
        await meta.policies[':id'].$patch({ param: { ref, id: String(id) }, json: body }),
      ),
    /** The exact SQL the save would run, from the server's own builders. */
    previewPolicy: async (body: PolicyRequest) =>
      readJson<{ sql: string }>(await meta.policies.preview.$post({ param: { ref }, json: body })),
    testPolicy: async (body: PolicyTestRequest) =>
      readJson<PolicyTestResult>(await meta.policies.test.$post({ param: { ref }, json: body })),
  };
}

export interface PolicyTestRequest {
  table_id: number;
  policy: PolicyRequest;
  role: string;
  claims?: Record<string, unknown>;
  limit?: number;
}
