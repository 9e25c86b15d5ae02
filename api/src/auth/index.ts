// The auth area's public face: only what other areas use.
export type { AccessCache } from './access-cache.js';
export { digestOf, newOpaqueToken } from './opaque-token.js';
export { hashPassword, type ScryptCost } from './password-hash.js';
export { assertAcceptablePassword } from './password-policy.js';
export { SignInLimiter } from './rate-limiter.js';
export { createUser } from './user/store.js';
export { authModule } from './module.js';
