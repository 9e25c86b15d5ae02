import { Hono } from 'hono';
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedHosts, defaultAllowedHosts } from './allowed-hosts.js';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';

describe('allowedHosts', () => {
  const app = new Hono<AppEnv>()
    .use(allowedHosts(['localhost', '127.0.0.1', '::1', 'atrium.example']))
    .get('/', (c) => c.text('ok'))
    .onError(handleError);
  const withHost = (host: string) => app.request(`http://${host}/`);

  it('answers the allowed names, with any port and in any case', async () => {
    for (const host of ['localhost:8000', '127.0.0.1:5173', '[::1]:8000', 'Atrium.Example']) {
      expect((await withHost(host)).status, host).toBe(200);
    }
  });

  it('refuses any other Host with 421, naming the setting (DNS rebinding)', async () => {
    const response = await withHost('evil.example:8000');
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({
      error: {
        code: 'host_not_allowed',
        message: expect.stringContaining('ATRIUM_ALLOWED_HOSTS') as string,
      },
    });
    expect((await withHost('127.0.0.1.evil.example')).status).toBe(421);
  });
});

describe('defaultAllowedHosts', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1' }, { address: '::1' }],
    eth0: [{ address: '192.168.1.20' }],
  } as unknown as NodeJS.Dict<NetworkInterfaceInfo[]>;

  it('is the loopback names and the listen address', () => {
    expect(defaultAllowedHosts('127.0.0.1', interfaces)).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(defaultAllowedHosts('10.0.0.5', interfaces)).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      '10.0.0.5',
    ]);
  });

  it("is every interface's address when listening on all of them", () => {
    expect(defaultAllowedHosts('0.0.0.0', interfaces)).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      '192.168.1.20',
    ]);
  });
});
