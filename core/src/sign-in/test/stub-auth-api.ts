import { vi } from 'vitest';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the claims auth-js reads (it decodes, never verifies, in the browser). */
export const fakeAccessToken = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

export interface FakeAccount {
  readonly aal: 'aal1' | 'aal2';
  /** Whether the account has a verified TOTP factor (its next level is then aal2). */
  readonly withFactor: boolean;
}

export const FACTOR_ID = '7f1c2e9a-0000-4000-8000-000000000001';

/** The user as `/auth/v1` answers it, with `factors`. */
export const fakeUser = ({ withFactor }: Pick<FakeAccount, 'withFactor'>) => ({
  id: '3d7c3a1e-0000-4000-8000-000000000002',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'owner@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
  factors: withFactor
    ? [
        {
          id: FACTOR_ID,
          friendly_name: 'Phone',
          factor_type: 'totp',
          status: 'verified',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ]
    : [],
});

/** GoTrue's token answer (sign-in, refresh, verify, setup) for an account at `aal`. */
export function tokenAnswer(account: FakeAccount) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: fakeAccessToken({
      sub: fakeUser(account).id,
      email: 'owner@example.com',
      aal: account.aal,
      amr: [{ method: account.aal === 'aal2' ? 'totp' : 'password', timestamp: now }],
      session_id: 'session-1',
      aud: 'authenticated',
      role: 'authenticated',
      exp: now + 600,
    }),
    token_type: 'bearer',
    expires_in: 600,
    expires_at: now + 600,
    refresh_token: `refresh-${account.aal}`,
    user: fakeUser(account),
  };
}

/** Stores a session the way auth-js does, as the e2e harness hands one to a page. */
export const storeSession = (account: FakeAccount) =>
  localStorage.setItem('atrium.auth', JSON.stringify(tokenAnswer(account)));

export interface AuthRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
  readonly authorization: string | null;
}

type Handler = (request: AuthRequest) => unknown;

export const errorAnswer = (status: number, message: string, code: string) =>
  Response.json(
    { error: { message, code }, error_code: code, msg: message, code: status },
    { status },
  );

/**
 * The account API in UI tests: `'POST /auth/v1/token'`-style routes answer JSON (or a Response,
 * for errors); anything else is a 404. Replaces the global `fetch`; every request is recorded.
 */
export function stubAuthApi(routes: Record<string, Handler>) {
  const requests: AuthRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: AuthRequest = {
      method: request.method,
      url,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    requests.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler)
      return errorAnswer(404, `no stub for ${request.method} ${url.pathname}`, 'not_found');
    const answer = await handler(recorded);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}
