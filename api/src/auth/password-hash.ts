import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (OpenSSL, memory-hard) with N = 2^15, r = 8, p = 3: one of OWASP's equivalent minimum
 * settings. 128 × N × r = 32 MiB per hash, so Node's four libuv threads hashing at once use
 * 128 MiB, not the 512 MiB of the N = 2^17 variant; p = 3 buys back the work (about 0.35 s on
 * one core of the reference machine). The parameters are stored in each hash, so raising them
 * later leaves old hashes readable.
 */
export const SCRYPT_PARAMS: ScryptCost = { log2N: 15, r: 8, p: 3 };

/**
 * What a new hash costs: scrypt's N = 2^log2N, block size r and parallelism p. A deployment may
 * lower log2N (`ATRIUM_PASSWORD_HASH_COST`) only for tests, where the owner's account is made and
 * signed in to by every instance started: each step down halves what a guess costs an attacker.
 */
export interface ScryptCost {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * What an unknown email's password is checked against, per cost: random salt and key with the
 * parameters new hashes get, so checking it costs exactly what checking a real hash costs (and
 * matches nothing).
 */
const dummyHashes = new Map<string, string>();
function dummyHash({ log2N, r, p }: ScryptCost): string {
  const cost = [log2N, r, p].join('$');
  if (!dummyHashes.has(cost)) {
    const [salt, key] = [SALT_LENGTH, KEY_LENGTH].map((n) => randomBytes(n).toString('base64'));
    dummyHashes.set(cost, ['scrypt', cost, salt, key].join('$'));
  }
  return dummyHashes.get(cost)!;
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const { log2N, r, p } = cost;
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
  cost: ScryptCost,
): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  await verifyPassword(password, dummyHash(cost));
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
