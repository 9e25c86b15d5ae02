import { readJson, type PgMetaClient, type ResponseOf } from '@atrium/core/plugin-api';

/** `POST /policies/test-storage`: what a role could do with each file of a bucket. */
export type StoragePolicyTestResult = ResponseOf<
  PgMetaClient['security']['policies']['test-storage']['$post']
>;
export type FileAccess = StoragePolicyTestResult['files'][number];

export type StoragePolicyTestRequest = Parameters<
  PgMetaClient['security']['policies']['test-storage']['$post']
>[0]['json'];

/**
 * Runs the storage policies being edited against a bucket's files as a role, without saving them
 * (the server rolls its transaction back): a computation the tester asks for, not a write.
 */
export const testStoragePolicies = async (
  { security }: PgMetaClient,
  body: StoragePolicyTestRequest,
) => readJson(await security.policies['test-storage'].$post({ json: body }));
