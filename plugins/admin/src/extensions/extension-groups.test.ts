import { describe, expect, it } from 'vitest';
import type { DatabaseExtension } from '@atrium/core/plugin-api';
import { canUpgrade, groupExtensions } from './extension-groups.js';

const extension = (
  name: string,
  installed: string | null,
  comment: string | null = null,
): DatabaseExtension => ({
  name,
  schema: installed ? 'extensions' : null,
  default_version: '1.1',
  installed_version: installed,
  comment,
});

const LIST = [
  extension('pgcrypto', '1.1', 'cryptographic functions'),
  extension('citext', null, 'data type for case-insensitive character strings'),
  extension('hstore', '1.0', 'data type for storing sets of (key, value) pairs'),
];

describe('groupExtensions', () => {
  it('splits enabled from available, each by name', () => {
    const groups = groupExtensions(LIST, '');
    expect(groups.enabled.map((e) => e.name)).toEqual(['hstore', 'pgcrypto']);
    expect(groups.available.map((e) => e.name)).toEqual(['citext']);
  });

  it('matches the name or the description, whatever the case', () => {
    expect(groupExtensions(LIST, 'CRYPTO').enabled.map((e) => e.name)).toEqual(['pgcrypto']);
    expect(groupExtensions(LIST, 'case-insensitive').available.map((e) => e.name)).toEqual([
      'citext',
    ]);
    expect(groupExtensions(LIST, 'nothing like it')).toEqual({ enabled: [], available: [] });
  });
});

describe('canUpgrade', () => {
  it('is true only for an enabled extension behind its default version', () => {
    expect(LIST.map(canUpgrade)).toEqual([false, false, true]);
  });
});
