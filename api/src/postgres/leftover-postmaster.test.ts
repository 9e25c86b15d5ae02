import { describe, expect, it } from 'vitest';
import { isPostmasterOf } from './leftover-postmaster.js';

describe('isPostmasterOf', () => {
  const pgData = '/srv/atrium/.atrium/pgdata';
  const binary = '/opt/native/bin/postgres';

  it('recognises the postmaster of this data folder', () => {
    expect(isPostmasterOf([binary, '-D', pgData, '-p', '5432'], pgData)).toBe(true);
    expect(isPostmasterOf([binary, '-D', `${pgData}/`], pgData)).toBe(true);
  });

  it('rejects another program, another data folder, and a backend', () => {
    expect(isPostmasterOf(['sleep', '60'], pgData)).toBe(false);
    expect(isPostmasterOf(['/bin/sh', '-c', `postgres -D ${pgData}`], pgData)).toBe(false);
    expect(isPostmasterOf([binary, '-D', '/srv/other/pgdata'], pgData)).toBe(false);
    expect(isPostmasterOf(['postgres: checkpointer '], pgData)).toBe(false);
  });
});
