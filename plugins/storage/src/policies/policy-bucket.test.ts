import { describe, expect, it } from 'vitest';
import { policyBucket } from './policy-bucket.js';

describe('policyBucket (spec 5: a policy grouped to a bucket)', () => {
  it('reads the bucket from the definition as Postgres prints it back', () => {
    expect(policyBucket({ definition: "(bucket_id = 'avatars'::text)", check: null })).toBe(
      'avatars',
    );
  });

  it('reads it from the check of an INSERT policy, with quotes doubled', () => {
    expect(
      policyBucket({ definition: null, check: "((bucket_id = 'o''brien'::text) AND true)" }),
    ).toBe("o'brien");
  });

  it('is undefined for a policy naming no bucket', () => {
    expect(policyBucket({ definition: '(auth.uid() IS NOT NULL)', check: null })).toBeUndefined();
  });
});
