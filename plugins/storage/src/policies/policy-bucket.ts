import type { Policy } from '@atrium/core/plugin-api';

/** `bucket_id = 'avatars'`, as Postgres prints it back (`(bucket_id = 'avatars'::text)`). */
const BUCKET_CONDITION = /\bbucket_id\s*=\s*'((?:[^']|'')*)'/;

/**
 * Spec 5: the bucket a storage policy is about, read from a bucket id condition in its definition
 * or check; `undefined` when it names none.
 */
export function policyBucket(policy: Pick<Policy, 'definition' | 'check'>): string | undefined {
  for (const clause of [policy.definition, policy.check]) {
    const match = clause ? BUCKET_CONDITION.exec(clause) : null;
    if (match) return match[1]!.replaceAll("''", "'");
  }
  return undefined;
}
