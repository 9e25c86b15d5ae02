import { describe, expect, it } from 'vitest';
import { ancestorsOf, canSearch } from './reachability.js';

const postgres = { uid: 100, gid: 200 };

describe('canSearch', () => {
  it('uses the owner bits for the owner, group bits for the group, other bits otherwise', () => {
    expect(canSearch({ mode: 0o700, uid: 100, gid: 0 }, postgres)).toBe(true);
    expect(canSearch({ mode: 0o070, uid: 100, gid: 200 }, postgres)).toBe(false);
    expect(canSearch({ mode: 0o750, uid: 0, gid: 200 }, postgres)).toBe(true);
    expect(canSearch({ mode: 0o700, uid: 0, gid: 0 }, postgres)).toBe(false); // like /root
    expect(canSearch({ mode: 0o755, uid: 0, gid: 0 }, postgres)).toBe(true);
    expect(canSearch({ mode: 0o1777, uid: 0, gid: 0 }, postgres)).toBe(true); // like /tmp
  });

  it('lets root through everything', () => {
    expect(canSearch({ mode: 0o700, uid: 5, gid: 5 }, { uid: 0, gid: 0 })).toBe(true);
  });
});

describe('ancestorsOf', () => {
  it('lists every folder from the root down', () => {
    expect(ancestorsOf('/root/work/clone')).toEqual([
      '/',
      '/root',
      '/root/work',
      '/root/work/clone',
    ]);
  });
});
