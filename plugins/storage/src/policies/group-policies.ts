import type { Policy } from '@atrium/core/plugin-api';
import { policyBucket } from './policy-bucket.js';

/** The storage policies page's cards (spec 2.9): one per bucket, then the two others. */
export interface StoragePolicyGroups {
  readonly byBucket: ReadonlyMap<string, readonly Policy[]>;
  /** On `storage.objects`, naming no bucket of the project ('Ungrouped'). */
  readonly otherObjects: readonly Policy[];
  /** On `storage.buckets`. */
  readonly bucketsTable: readonly Policy[];
}

/** Spec 5: each `storage.objects` policy goes to the bucket its definition or check names. */
export function groupStoragePolicies(
  policies: readonly Policy[],
  bucketIds: readonly string[],
): StoragePolicyGroups {
  const byBucket = new Map<string, Policy[]>(bucketIds.map((id) => [id, []]));
  const otherObjects: Policy[] = [];
  const bucketsTable: Policy[] = [];
  for (const policy of policies) {
    if (policy.schema !== 'storage') continue;
    if (policy.table === 'buckets') bucketsTable.push(policy);
    if (policy.table !== 'objects') continue;
    const bucket = policyBucket(policy);
    const list = bucket === undefined ? undefined : byBucket.get(bucket);
    if (list) list.push(policy);
    else otherObjects.push(policy);
  }
  return { byBucket, otherObjects, bucketsTable };
}

/** Spec 2.9: a card's footer, 'N policy/policies in [bucket]' and the others' wording. */
export function policyCount(count: number, where: string): string {
  return `${count} ${count === 1 ? 'policy' : 'policies'} ${where}`;
}
