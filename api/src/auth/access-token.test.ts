import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, AccessTokens, type AccessClaims } from './access-token.js';

const key = new Uint8Array(32).fill(7);
const tokens = new AccessTokens(key);
const claims: AccessClaims = {
  sub: '4b7e0a8e-1c3f-4a52-9d7e-0f2b6a1c9e11',
  email: 'me@example.test',
  session_id: '9a1d2c3b-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
  aal: 'aal2',
  amr: [{ method: 'password', timestamp: 1 }],
};

describe('access tokens', () => {
  it('carry the GoTrue claims auth-js reads and expire after ten minutes', async () => {
    const token = await tokens.sign(claims, 1_700_000_000_000);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({
      ...claims,
      aud: 'authenticated',
      role: 'authenticated',
      iat: 1_700_000_000,
      exp: 1_700_000_000 + ACCESS_TOKEN_SECONDS,
    });
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('refuses expired, forged, re-signed and unsigned tokens', async () => {
    expect(await tokens.verify(await tokens.sign(claims, Date.now() - 601_000))).toBeUndefined();
    expect(
      await new AccessTokens(new Uint8Array(32).fill(8)).verify(await tokens.sign(claims)),
    ).toBeUndefined();
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, aal: 'aal2', sub: 'someone' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${raised}.`;
    expect(await tokens.verify(none)).toBeUndefined();
    expect(await tokens.verify('not a token')).toBeUndefined();
  });

  it('refuses a token of the right key without a session or level', async () => {
    const bare = await new SignJWT({ sub: claims.sub })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('atrium/auth/v1')
      .setAudience('authenticated')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(bare)).toBeUndefined();
  });
});
