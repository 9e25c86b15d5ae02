import { SignJWT, jwtVerify, errors } from 'jose';
import type { AssuranceLevel, AuthMethod } from '../http/active-session.js';

/** Access tokens live this long; a session lives on through its refresh tokens. */
export const ACCESS_TOKEN_SECONDS = 600;

const ALGORITHM = 'HS256';
const AUDIENCE = 'authenticated';

export type { AssuranceLevel, AuthMethod } from '../http/active-session.js';

/** What an access token says; the GoTrue claims that auth-js reads (`aal`, `amr`, `session_id`). */
export interface AccessClaims {
  readonly sub: string;
  readonly email: string;
  readonly session_id: string;
  readonly aal: AssuranceLevel;
  readonly amr: readonly AuthMethod[];
}

/** Signs and checks access tokens with a key derived from Atrium's secret key (never logged). */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly issuer = 'atrium/auth/v1',
  ) {}

  async sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({
      ...claims,
      amr: [...claims.amr],
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The token's claims, or undefined when it is forged, malformed or expired. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: AUDIENCE,
      });
      const { sub, email, session_id, aal, amr } = payload as Partial<AccessClaims>;
      if (!sub || !session_id || (aal !== 'aal1' && aal !== 'aal2')) return undefined;
      return { sub, email: email ?? '', session_id, aal, amr: amr ?? [] };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
