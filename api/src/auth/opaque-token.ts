import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh tokens, setup tokens and recovery codes are random strings of at least 80 bits; the
 * database keeps only their SHA-256 digest, so a copy of it signs nobody in. A plain digest is
 * enough here (unlike passwords): there is nothing to guess from it at that entropy.
 */
export const newOpaqueToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

export const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');
