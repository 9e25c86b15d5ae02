import { describe, expect, it } from 'vitest';
import { FeatureFlags } from './feature-flags.js';
import { Preferences } from './preferences.js';

/** An in-memory Storage, so each test starts empty. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('Preferences', () => {
  it('keeps values per project and per plugin', () => {
    const preferences = new Preferences(memoryStorage());
    preferences.scoped('alpha', 'grid').set('pageSize', 500);
    expect(preferences.scoped('alpha', 'grid').get('pageSize', 100)).toBe(500);
    expect(preferences.scoped('beta', 'grid').get('pageSize', 100)).toBe(100);
    expect(preferences.scoped('alpha', 'sql').get('pageSize', 100)).toBe(100);
  });

  it('falls back on unreadable values and survives a full storage', () => {
    const storage = memoryStorage();
    storage.setItem('atrium:global:core:mode', '{not json');
    const preferences = new Preferences(storage);
    expect(preferences.scoped(undefined, 'core').get('mode', 'system')).toBe('system');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => preferences.scoped(undefined, 'core').set('mode', 'dark')).not.toThrow();
  });
});

describe('FeatureFlags', () => {
  it('reads the deployment, overridden per browser', () => {
    const storage = memoryStorage();
    const flags = new FeatureFlags({ 'column-privileges': true }, storage);
    expect(flags.isOn('column-privileges')).toBe(true);
    expect(flags.isOn('other')).toBe(false);
    storage.setItem('atrium:flag:column-privileges', 'off');
    storage.setItem('atrium:flag:other', 'on');
    expect(flags.isOn('column-privileges')).toBe(false);
    expect(flags.isOn('other')).toBe(true);
  });
});
