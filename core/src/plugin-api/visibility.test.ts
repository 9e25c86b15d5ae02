import { describe, expect, it } from 'vitest';
import type { Action, Resource } from './permissions.js';
import { isVisible, visibility, type ConditionFacts } from './visibility.js';

/** A self-hosted deployment where the user may do anything, unless overridden. */
function facts(overrides: Partial<ConditionFacts> & { grants?: string[] } = {}): ConditionFacts {
  const { grants, ...rest } = overrides;
  return {
    can: (action: Action, resource: Resource) =>
      grants === undefined || grants.includes(`${action} ${resource}`),
    hosted: false,
    isFlagOn: () => false,
    services: new Set(['auth', 'storage', 'realtime', 'postgrest']),
    extensions: new Set(['plpgsql']),
    addons: new Set(),
    ...rest,
  };
}

describe('isVisible', () => {
  it('shows an item without conditions', () => {
    expect(isVisible(undefined, facts())).toBe(true);
    expect(isVisible({}, facts())).toBe(true);
  });

  it('needs the permission', () => {
    const when = { permission: { action: 'platform:read', resource: 'invoices' } } as const;
    expect(isVisible(when, facts({ grants: ['platform:read invoices'] }))).toBe(true);
    expect(isVisible(when, facts({ grants: ['platform:read projects'] }))).toBe(false);
  });

  it('shows hosted-only items when hosted, self-hosted-only items when not', () => {
    expect(isVisible({ hosted: true }, facts({ hosted: true }))).toBe(true);
    expect(isVisible({ hosted: true }, facts({ hosted: false }))).toBe(false);
    expect(isVisible({ hosted: false }, facts({ hosted: false }))).toBe(true);
    expect(isVisible({ hosted: false }, facts({ hosted: true }))).toBe(false);
  });

  it('needs the flag on, or off when negated', () => {
    const on = facts({ isFlagOn: (flag) => flag === 'column-privileges' });
    expect(isVisible({ flag: 'column-privileges' }, on)).toBe(true);
    expect(isVisible({ flag: 'column-privileges' }, facts())).toBe(false);
    expect(isVisible({ flag: '!column-privileges' }, on)).toBe(false);
    expect(isVisible({ flag: '!billing:partner' }, facts())).toBe(true);
  });

  it('needs the service enabled', () => {
    expect(isVisible({ service: 'storage' }, facts())).toBe(true);
    expect(isVisible({ service: 'storage' }, facts({ services: new Set(['auth']) }))).toBe(false);
    expect(isVisible({ service: 'functions' }, facts())).toBe(false);
  });

  it('needs the extension, and waits while extensions load', () => {
    expect(isVisible({ extension: 'pg_net' }, facts({ extensions: new Set(['pg_net']) }))).toBe(
      true,
    );
    expect(isVisible({ extension: 'pg_net' }, facts())).toBe(false);
    expect(isVisible({ extension: 'pg_net' }, facts({ extensions: undefined }))).toBe(false);
    expect(visibility({ extension: 'pg_net' }, facts({ extensions: undefined }))).toBe('pending');
    expect(visibility({ extension: '!pg_net' }, facts({ extensions: undefined }))).toBe('pending');
  });

  it('picks PITR backups with the add-on and scheduled backups without it', () => {
    const pitr = facts({ addons: new Set(['pitr']) });
    expect(isVisible({ addon: 'pitr' }, pitr)).toBe(true);
    expect(isVisible({ addon: '!pitr' }, pitr)).toBe(false);
    expect(isVisible({ addon: 'pitr' }, facts())).toBe(false);
    expect(isVisible({ addon: '!pitr' }, facts())).toBe(true);
  });

  it('needs every condition given', () => {
    const when = { hosted: true, addon: '!pitr' } as const;
    expect(isVisible(when, facts({ hosted: true }))).toBe(true);
    expect(isVisible(when, facts({ hosted: false }))).toBe(false);
    expect(isVisible(when, facts({ hosted: true, addons: new Set(['pitr']) }))).toBe(false);
  });

  it('hides rather than waits when a known condition already fails', () => {
    const when = { hosted: true, extension: 'pg_net' } as const;
    expect(visibility(when, facts({ extensions: undefined }))).toBe('hidden');
  });
});
