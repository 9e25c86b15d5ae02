import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../sign-in/test/stub-auth-api.js';
import { createAuthClient } from './auth-client.js';
import { AuthSource } from './auth-source.js';
import { authorizedFetch, authorizedFetchFor } from './authorized-fetch.js';
import { afterSignIn, signInUrl } from './sign-in-routes.js';

describe('authorizedFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  const recordRequests = (status = 200) => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(new URL(String(input), 'http://localhost:3000'), init));
        return new Response('{}', { status });
      }),
    );
    return seen;
  };

  it('sends the current access token, keeping the request’s own headers', async () => {
    const seen = recordRequests();
    const fetch = authorizedFetch({ accessToken: async () => 'token-1' });
    await fetch('/platform/projects', { headers: { accept: 'application/json' } });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization signed out', async () => {
    const seen = recordRequests();
    await authorizedFetch({ accessToken: async () => undefined })('/health');
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('calls onUnauthorized on a 401 only', async () => {
    const onUnauthorized = vi.fn();
    recordRequests(403);
    const fetch = authorizedFetch({ accessToken: async () => 't', onUnauthorized });
    await fetch('/platform/projects');
    expect(onUnauthorized).not.toHaveBeenCalled();
    recordRequests(401);
    await fetch('/platform/projects');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('authorizedFetchFor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the stored session's token, and on a 401 drops the session before leaving", async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get('authorization') ?? '');
        return String(input).includes('logout')
          ? new Response(null, { status: 204 })
          : new Response('{}', { status: 401 });
      }),
    );
    const leave = vi.fn();
    const auth = new AuthSource(async () =>
      createAuthClient('http://localhost:3000', localStorage),
    );
    const fetch = authorizedFetchFor(auth, leave);
    expect((await fetch('/platform/projects')).status).toBe(401);
    expect(seen[0]).toMatch(/^Bearer ey/);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('atrium.auth')).toBeNull();
  });
});

describe('sign-in URLs', () => {
  it('keeps where the user was in returnTo', () => {
    expect(signInUrl({ pathname: '/project/default/editor', search: '?schema=public' })).toBe(
      '/sign-in?returnTo=%2Fproject%2Fdefault%2Feditor%3Fschema%3Dpublic',
    );
    expect(signInUrl({ pathname: '/sign-in-mfa', search: '' })).toBe('/sign-in');
  });

  it('returns only to a path of this app, never to a sign-in page', () => {
    expect(afterSignIn('returnTo=%2Fprojects')).toBe('/projects');
    expect(afterSignIn('returnTo=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterSignIn('returnTo=%2F%2Fevil.example')).toBe('/');
    expect(afterSignIn('returnTo=%2Fsign-in-mfa')).toBe('/');
    expect(afterSignIn('returnTo=%2Fjoin%3Fslug%3Da%26token%3Db')).toBe('/join?slug=a&token=b');
    expect(afterSignIn('')).toBe('/');
  });
});
