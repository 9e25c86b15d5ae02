import { describe, expect, it } from 'vitest';
import { AccessCache } from './access-cache.js';

/** A loader that counts its calls and answers `value`. */
function counting<T>(value: T) {
  const load = async () => {
    load.calls++;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('AccessCache', () => {
  it('remembers nothing until it hears the change notices', async () => {
    const cache = new AccessCache();
    const load = counting('alice');
    await cache.remember('k', load);
    await cache.remember('k', load);
    expect(load.calls).toBe(2);
    cache.setHearing(true);
    expect(await cache.remember('k', load)).toBe('alice');
    expect(await cache.remember('k', load)).toBe('alice');
    expect(load.calls).toBe(3);
  });

  it('forgets everything on clear, and when it stops hearing', async () => {
    const cache = new AccessCache();
    cache.setHearing(true);
    const load = counting('alice');
    await cache.remember('k', load);
    cache.clear();
    await cache.remember('k', load);
    expect(load.calls).toBe(2);
    cache.setHearing(false);
    await cache.remember('k', load);
    await cache.remember('k', load);
    expect(load.calls).toBe(4);
  });

  it('does not store a lookup that began before a clear', async () => {
    const cache = new AccessCache();
    cache.setHearing(true);
    let finish!: (value: string) => void;
    const slow = cache.remember('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a sign-out commits while the lookup is under way
    finish('stale');
    expect(await slow).toBe('stale');
    const fresh = counting('fresh');
    expect(await cache.remember('k', fresh)).toBe('fresh');
    expect(fresh.calls).toBe(1);
  });

  it('does not remember an absent answer', async () => {
    const cache = new AccessCache();
    cache.setHearing(true);
    const load = counting(undefined);
    await cache.remember('k', load);
    await cache.remember('k', load);
    expect(load.calls).toBe(2);
  });

  it('trusts an entry for the TTL at most, or until it lapses by itself', async () => {
    let now = 1_000;
    const cache = new AccessCache(60_000, 100, () => now);
    cache.setHearing(true);
    const load = counting({ expiresAt: 5_000 });
    await cache.remember('lapsing', load, (v) => v.expiresAt);
    now = 4_999;
    await cache.remember('lapsing', load, (v) => v.expiresAt);
    expect(load.calls).toBe(1);
    now = 5_000;
    await cache.remember('lapsing', load, (v) => v.expiresAt);
    expect(load.calls).toBe(2);

    const plain = counting('x');
    await cache.remember('plain', plain);
    now += 59_999;
    await cache.remember('plain', plain);
    expect(plain.calls).toBe(1);
    now += 1;
    await cache.remember('plain', plain);
    expect(plain.calls).toBe(2);
  });

  it('starts over instead of growing past its size', async () => {
    const cache = new AccessCache(60_000, 2);
    cache.setHearing(true);
    const first = counting('a');
    await cache.remember('a', first);
    await cache.remember('b', counting('b'));
    await cache.remember('c', counting('c')); // full: starts over, keeps only c
    await cache.remember('a', first);
    expect(first.calls).toBe(2);
  });
});
