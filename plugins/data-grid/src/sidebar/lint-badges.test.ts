import { describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/core/plugin-api';
import { entityLints } from './lint-badges.js';

const entity = (fields: Partial<Entity>): Entity => ({
  id: 1,
  schema: 'public',
  name: 't',
  type: 'r',
  comment: null,
  rls_enabled: false,
  security_invoker: null,
  ...fields,
});

describe('entityLints', () => {
  it('flags tables without RLS, and only those', () => {
    expect(entityLints(entity({ type: 'r' }))).toEqual(['RLS Disabled']);
    expect(entityLints(entity({ type: 'p' }))).toEqual(['RLS Disabled']);
    expect(entityLints(entity({ type: 'r', rls_enabled: true }))).toEqual([]);
  });

  it('flags views and materialized views that run with their owner rights', () => {
    expect(entityLints(entity({ type: 'v', security_invoker: false }))).toEqual([
      'Security Definer view',
    ]);
    expect(entityLints(entity({ type: 'v', security_invoker: true }))).toEqual([]);
    expect(entityLints(entity({ type: 'm', security_invoker: false }))).toEqual([
      'Security Definer view',
    ]);
  });

  it('warns that RLS does not apply to foreign tables', () => {
    expect(entityLints(entity({ type: 'f', rls_enabled: true }))).toEqual([
      'RLS is not enforced on foreign tables',
    ]);
  });
});
