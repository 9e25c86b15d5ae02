import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  SCRYPT_PARAMS,
  verifyPassword,
  verifyPasswordOrDummy,
} from './password-hash.js';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, never the password', async () => {
    const a = await hashPassword('correct horse battery staple', SCRYPT_PARAMS);
    const b = await hashPassword('correct horse battery staple', SCRYPT_PARAMS);
    const { log2N, r, p } = SCRYPT_PARAMS;
    expect(a).toMatch(
      new RegExp(`^scrypt\\$${log2N}\\$${r}\\$${p}\\$[\\w+/]{22}==\\$[\\w+/]{43}=$`),
    );
    expect(a).not.toBe(b);
    expect(a).not.toContain('horse');
  });

  it('accepts the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery staple', SCRYPT_PARAMS);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads hashes made with other parameters, so they can be raised later', async () => {
    const cheap = 'scrypt$10$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(43) + '=';
    expect(await verifyPassword('anything', cheap)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
  });

  it('treats a missing account as a wrong password, after the same work', async () => {
    expect(await verifyPasswordOrDummy('anything', undefined, SCRYPT_PARAMS)).toBe(false);
    const stored = await hashPassword('right', SCRYPT_PARAMS);
    expect(await verifyPasswordOrDummy('right', stored, SCRYPT_PARAMS)).toBe(true);
  });

  it('hashes at the cost it is given, and reads it back from the hash', async () => {
    const cheaper = { ...SCRYPT_PARAMS, log2N: 10 };
    const stored = await hashPassword('right', cheaper);
    expect(stored.startsWith(`scrypt$10$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`)).toBe(true);
    expect(await verifyPassword('right', stored)).toBe(true);
    expect(await verifyPasswordOrDummy('wrong', stored, cheaper)).toBe(false);
    expect(await verifyPasswordOrDummy('right', undefined, cheaper)).toBe(false);
  });
});
