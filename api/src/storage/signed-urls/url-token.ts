import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/** What a signed URL's token says: the object it opens, in which project, and for an upload, as whom. */
export interface UrlTokenClaims {
  /** `{bucket}/{name}`, as storage-api's `url` claim. */
  readonly url: string;
  readonly ref: string;
  /** A signed upload's: the `sub` it was issued to, and whether it may replace an object. */
  readonly owner?: string;
  readonly upsert?: boolean;
}

/**
 * A signed URL's token: HS256 with the project's JWT secret, expiring after `expiresIn` seconds.
 * It has no `role`, so it is never taken for a key, and a key has no `url`, so it is never taken
 * for one of these.
 */
export async function signUrlToken(
  services: StorageServices,
  claims: UrlTokenClaims,
  expiresIn: number,
): Promise<string> {
  const secret = await services.signingSecret(claims.ref);
  if (!secret) throw storageErrors.invalidJwt('The project has no signing secret');
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The token's claims once it verifies with its project's secret, has not expired and opens
 * exactly `url`; a changed, expired or foreign token is refused (400, as storage-api answers), as
 * is one of another project than the one the request's path names (`pathRef`), when it names one.
 */
export async function verifyUrlToken(
  services: StorageServices,
  token: string | undefined,
  url: string,
  pathRef: string | undefined,
): Promise<UrlTokenClaims> {
  if (!token) throw storageErrors.invalidJwt('A token is required');
  let ref: unknown;
  try {
    ref = decodeJwt(token).ref;
  } catch {
    throw storageErrors.invalidJwt('Invalid token');
  }
  if (pathRef !== undefined && ref !== pathRef) {
    throw storageErrors.invalidJwt('The token is for another project');
  }
  const secret = typeof ref === 'string' ? await services.signingSecret(ref) : undefined;
  if (!secret) throw storageErrors.invalidJwt('Invalid token');
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    }));
  } catch (error) {
    throw storageErrors.invalidJwt(
      error instanceof errors.JWTExpired ? 'jwt expired' : 'Invalid token: bad signature',
    );
  }
  if (claims.url !== url) throw storageErrors.invalidSignature('The token is for another object');
  return claims as unknown as UrlTokenClaims;
}
