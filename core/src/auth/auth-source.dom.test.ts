import type { GoTrueClient } from '@supabase/auth-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSource } from './auth-source.js';

const store = (expiresInSeconds: number) =>
  localStorage.setItem(
    'atrium.auth',
    JSON.stringify({
      access_token: 'stored-token',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      user: { email: 'owner@example.com' },
    }),
  );

/** A stand-in for auth-js whose session is a refreshed token. */
const fakeClient = () =>
  ({
    getSession: vi.fn(async () => ({ data: { session: { access_token: 'refreshed-token' } } })),
  }) as unknown as GoTrueClient;

describe('AuthSource', () => {
  afterEach(() => localStorage.clear());

  it('sends a fresh stored token without loading auth-js', async () => {
    store(600);
    const create = vi.fn(async () => fakeClient());
    expect(await new AuthSource(create).accessToken()).toBe('stored-token');
    expect(create).not.toHaveBeenCalled();
  });

  it('loads auth-js, once, for a token near its end, and sends what it refreshed', async () => {
    store(30);
    const create = vi.fn(async () => fakeClient());
    const auth = new AuthSource(create);
    expect(await auth.accessToken()).toBe('refreshed-token');
    expect(await auth.accessToken()).toBe('refreshed-token');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('has no token signed out, and loads nothing for it', async () => {
    const create = vi.fn(async () => fakeClient());
    expect(await new AuthSource(create).accessToken()).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });
});
