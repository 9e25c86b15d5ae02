import { readJson, type PgMetaClient } from '@atrium/core/plugin-api';
import type { PolicyRequest } from '../policy/request.js';

/**
 * Runs a policy against a table as a role without saving it (`POST /policies/test`, in a
 * transaction the server rolls back): a computation the tester asks for, not a write.
 */
export const testPolicy = async ({ security }: PgMetaClient, body: PolicyTestRequest) =>
  readJson(await security.policies.test.$post({ json: body }));

export interface PolicyTestRequest {
  table_id: number;
  policy: PolicyRequest;
  role: string;
  claims?: Record<string, unknown>;
  limit?: number;
}
