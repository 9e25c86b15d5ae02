import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (OpenSSL, memory-hard) with N = 2^15, r = 8, p = 3: one of OWASP's equivalent minimum
 * settings. 128 × N × r = 32 MiB per hash, so Node's four libuv threads hashing at once use
 * 128 MiB, not the 512 MiB of the N = 2^17 variant; p = 3 buys back the work (about 0.35 s on
 * one core of the reference machine). The parameters are stored in each hash, so raising them
 * later leaves old hashes readable.
 */
export const SCRYPT_PARAMS = { log2N: 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * What an unknown email's password is checked against: random salt and key with today's
 * parameters, so checking it costs exactly what checking a real hash costs (and matches nothing).
 */
const DUMMY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.log2N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  randomBytes(SALT_LENGTH).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: 2 ** log2N, r, p });
  return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison of the derived key; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: 2 ** Number(log2N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Checks `password` against the account's hash, or against a dummy hash when there is no
 * account, so an unknown email costs the same time as a wrong password.
 */
export async function verifyPasswordOrDummy(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // OpenSSL refuses anything over maxmem; leave room above the 128 × N × r it needs.
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 1) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
