import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from './dev-proxy-headers.js';

/** A request as @hono/node-server hands it over, from the given remote address. */
const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

const SECRET = 'a-dev-proxy-secret-of-32-chars-or-more';

describe('clientAddress', () => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, SECRET) ?? 'unknown'));
  const ask = async (remote: string, headers: Record<string, string>) =>
    (await app.request('/', { headers }, from(remote))).text();

  it('is the socket address when nothing is forwarded', async () => {
    expect(await ask('10.1.2.3', {})).toBe('10.1.2.3');
    expect(await ask('127.0.0.1', {})).toBe('127.0.0.1');
  });

  it("is the forwarded client's for the dev proxy (loopback, with the secret)", async () => {
    const forwarded = { [PROXY_SECRET_HEADER]: SECRET, [CLIENT_ADDRESS_HEADER]: '10.9.8.7' };
    expect(await ask('127.0.0.1', forwarded)).toBe('10.9.8.7');
  });

  it('ignores the forwarding headers without the secret, or from another machine', async () => {
    expect(
      await ask('127.0.0.1', {
        [PROXY_SECRET_HEADER]: 'wrong',
        [CLIENT_ADDRESS_HEADER]: '10.9.8.7',
      }),
    ).toBe('127.0.0.1');
    // A remote caller cannot make itself local by claiming a loopback client address.
    expect(
      await ask('10.1.2.3', {
        [PROXY_SECRET_HEADER]: SECRET,
        [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
      }),
    ).toBe('10.1.2.3');
  });
});
