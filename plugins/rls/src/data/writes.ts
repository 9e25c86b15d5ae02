import { readJson, type PgMetaClient } from '@atrium/core/plugin-api';
import type { CreatePolicyBody, UpdatePolicyBody } from '../policy/body.js';
import type { PolicyRequest } from '../policy/request.js';

/** The writes and server computations of the rls plugin, each throwing the API's message. */
export function rlsApi({ relations, security }: PgMetaClient) {
  return {
    toggleRls: async (tableId: number, enabled: boolean) =>
      readJson(
        await relations.tables[':id'].$patch({
          param: { id: String(tableId) },
          json: { rls_enabled: enabled },
        }),
      ),
    deletePolicy: async (id: number) =>
      readJson(await security.policies[':id'].$delete({ param: { id: String(id) } })),
    createPolicy: async (body: CreatePolicyBody) =>
      readJson(await security.policies.$post({ json: body })),
    updatePolicy: async (id: number, body: UpdatePolicyBody) =>
      readJson(await security.policies[':id'].$patch({ param: { id: String(id) }, json: body })),
    /** The exact SQL the save would run, from the server's own builders. */
    previewPolicy: async (body: PolicyRequest) =>
      readJson(await security.policies.preview.$post({ json: body })),
    testPolicy: async (body: PolicyTestRequest) =>
      readJson(await security.policies.test.$post({ json: body })),
  };
}

export interface PolicyTestRequest {
  table_id: number;
  policy: PolicyRequest;
  role: string;
  claims?: Record<string, unknown>;
  limit?: number;
}
