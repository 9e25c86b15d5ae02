import { describe, expect, it } from 'vitest';
import { aPolicy } from '@atrium/core/testing';
import { groupStoragePolicies, policyCount } from './group-policies.js';
import {
  acceptedName,
  operationPolicyName,
  rolesFrom,
  storagePolicyBodies,
  storageReviewErrors,
} from './policy-form.js';
import { STORAGE_POLICY_TEMPLATES, templateDefinition } from './policy-templates.js';

describe('storage policy forms', () => {
  it('says the review errors word for word', () => {
    expect(
      storageReviewErrors({ name: ' ', roles: [], definition: '', allowedOperations: [] }),
    ).toEqual([
      'Please provide a name for your policy',
      'Please provide a definition for your policy',
      'Please allow at least one operation in your policy',
    ]);
    expect(
      storageReviewErrors({
        name: 'a',
        roles: [],
        definition: 'true',
        allowedOperations: ['SELECT'],
      }),
    ).toEqual([]);
  });

  it('ignores a name longer than 50 characters', () => {
    expect(acceptedName('abc', 'x'.repeat(50))).toBe('x'.repeat(50));
    expect(acceptedName('abc', 'x'.repeat(51))).toBe('abc');
  });

  it('saves one policy per operation, named with a base-36 suffix and an index', () => {
    const bodies = storagePolicyBodies(
      {
        name: 'x'.repeat(50),
        roles: [],
        definition: " bucket_id = 'b' ",
        allowedOperations: ['SELECT', 'INSERT'],
      },
      { table: 'objects', bucketId: 'b' },
    );
    expect(bodies.map((b) => b.name)).toEqual([
      operationPolicyName('x'.repeat(50), 'b', 0),
      operationPolicyName('x'.repeat(50), 'b', 1),
    ]);
    expect(bodies[0]!.name).toMatch(/^x{50} [0-9a-z]+_0$/);
    expect(bodies[1]!.name.length).toBeLessThanOrEqual(63);
    expect(bodies[0]).toMatchObject({
      command: 'SELECT',
      definition: "bucket_id = 'b'",
      roles: ['public'],
    });
    expect(bodies[1]).toMatchObject({ command: 'INSERT', check: "bucket_id = 'b'" });
    expect(bodies[1]).not.toHaveProperty('definition');
    expect(rolesFrom(' anon, ,authenticated ')).toEqual(['anon', 'authenticated']);
  });

  it('has the five templates, each filled in with the bucket id as a literal', () => {
    expect(STORAGE_POLICY_TEMPLATES).toHaveLength(5);
    expect(templateDefinition(STORAGE_POLICY_TEMPLATES[0]!, "o'k")).toMatch(
      /^bucket_id = 'o''k' AND /,
    );
  });
});

describe('storage policy cards', () => {
  it('groups object policies by the bucket they name, the rest and storage.buckets apart', () => {
    const avatars = aPolicy({
      id: 1,
      schema: 'storage',
      table: 'objects',
      definition: "(bucket_id = 'avatars'::text)",
    });
    const gone = aPolicy({
      id: 2,
      schema: 'storage',
      table: 'objects',
      definition: "(bucket_id = 'gone'::text)",
    });
    const open = aPolicy({ id: 3, schema: 'storage', table: 'objects', definition: 'true' });
    const onBuckets = aPolicy({ id: 4, schema: 'storage', table: 'buckets' });
    const elsewhere = aPolicy({ id: 5, schema: 'public', table: 'objects' });
    const groups = groupStoragePolicies(
      [avatars, gone, open, onBuckets, elsewhere],
      ['avatars', 'docs'],
    );
    expect([...groups.byBucket]).toEqual([
      ['avatars', [avatars]],
      ['docs', []],
    ]);
    expect(groups.otherObjects).toEqual([gone, open]);
    expect(groups.bucketsTable).toEqual([onBuckets]);
    expect(policyCount(1, 'in avatars')).toBe('1 policy in avatars');
    expect(policyCount(2, 'that target your buckets')).toBe('2 policies that target your buckets');
  });
});
