import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SecretBox } from '../platform/index.js';
import { AccessCache } from './access-cache.js';
import { AccessTokens } from './access-token.js';
import { HashingSlots } from './hashing-slots.js';
import { SCRYPT_PARAMS, type ScryptCost } from './password-hash.js';
import { SIGN_IN_LIMITS, SignInLimiter, type SignInLimits } from './rate-limiter.js';

/** What every /auth/v1 route and the session middleware share. */
export interface AuthContext {
  readonly db: pg.Pool;
  readonly tokens: AccessTokens;
  /** Seals TOTP secrets at rest. */
  readonly secrets: SecretBox;
  readonly limiter: SignInLimiter;
  /** Every password hash of a request runs in one of these, so sign-ins cannot starve the server. */
  readonly hashing: HashingSlots;
  /** What a new password hash costs (`ATRIUM_PASSWORD_HASH_COST`). */
  readonly passwordCost: ScryptCost;
  /** Lets `pnpm dev`'s proxy name the client, for the per-address limit. */
  readonly proxySecret?: string;
  /** Sessions, tokens and roles remembered between requests while changes are heard. */
  readonly access: AccessCache;
}

export interface AuthDependencies {
  readonly platform: pg.Pool;
  /** Atrium's secret key; without it (apps built in memory by tests) a key for this process only. */
  readonly secrets?: SecretBox;
  readonly signInLimits?: SignInLimits;
  /** Password hashes allowed at once (`ATRIUM_PASSWORD_HASH_CONCURRENCY`). */
  readonly hashingConcurrency?: number;
  /** What a new password hash costs (`ATRIUM_PASSWORD_HASH_COST`); default `SCRYPT_PARAMS`. */
  readonly passwordCost?: ScryptCost;
  readonly devProxySecret?: string;
  /**
   * The instance's access cache, hearing the platform's change notices (`startAtrium` makes it).
   * Without one (apps built in memory by tests), nothing is remembered: every request looks up.
   */
  readonly accessCache?: AccessCache;
}

export function authContextFor(deps: AuthDependencies): AuthContext {
  const secrets = deps.secrets ?? SecretBox.fromSecret(randomBytes(32).toString('base64url'));
  return {
    db: deps.platform,
    // Derived, not the key itself: a leaked signing key must not open the sealed secrets.
    tokens: new AccessTokens(secrets.deriveKey('atrium auth access tokens v1')),
    secrets,
    limiter: new SignInLimiter(deps.platform, deps.signInLimits ?? SIGN_IN_LIMITS),
    hashing: new HashingSlots(deps.hashingConcurrency),
    passwordCost: deps.passwordCost ?? SCRYPT_PARAMS,
    proxySecret: deps.devProxySecret,
    access: deps.accessCache ?? new AccessCache(),
  };
}
