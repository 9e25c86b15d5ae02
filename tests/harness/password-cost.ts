import { SCRYPT_PARAMS, type ScryptCost } from '../../api/src/auth/password-hash.js';

/**
 * What the tests hash passwords at: scrypt's N = 2^10, a thirty-second of the default's work
 * (about 11 ms against 0.35 s). Every instance a test starts makes its owner's account and signs
 * in to it, and every browser signs in: 315 hashes in the integration suite alone were a quarter
 * of its CPU time. The default cost is under test where hashing's duration is the subject
 * (tests/integration/auth/sign-in-flood.test.ts) and in api/src/auth/password-hash.test.ts.
 */
export const TEST_PASSWORD_COST: ScryptCost = { ...SCRYPT_PARAMS, log2N: 10 };

/** `TEST_PASSWORD_COST` as the setting an instance reads at start. */
export const TEST_PASSWORD_COST_ENV = {
  ATRIUM_PASSWORD_HASH_COST: String(TEST_PASSWORD_COST.log2N),
} as const;
