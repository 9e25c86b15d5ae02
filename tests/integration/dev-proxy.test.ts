import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createVite, type ViteDevServer } from 'vite';
import { apiProxy } from '../../core/vite/api-proxy.js';

const SECRET = 'the-dev-proxy-secret-0123456789abcdef';

/**
 * `pnpm dev`'s Vite proxy (core/vite/api-proxy.ts) in front of a stand-in API that records what
 * it receives: the proxy must name its real client with the secret, whatever the client claims,
 * and pass the browser's Host on, for the API's checks (api/src/http/client-address.test.ts).
 */
describe("pnpm dev's API proxy", () => {
  let received: IncomingHttpHeaders | undefined;
  let api: Server;
  let vite: ViteDevServer;
  let viteUrl: string;

  beforeAll(async () => {
    api = createServer((req, res) => {
      received = req.headers;
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as { port: number }).port;
    vite = await createVite({
      configFile: false,
      logLevel: 'silent',
      root: import.meta.dirname,
      server: {
        host: '127.0.0.1',
        port: 0,
        proxy: apiProxy(`http://127.0.0.1:${apiPort}`, SECRET),
      },
    });
    await vite.listen();
    viteUrl = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });
  afterAll(async () => {
    await vite?.close();
    api?.close();
  });

  it("names the client's real address with the secret, overriding what the client sent", async () => {
    await fetch(`${viteUrl}/platform/profile/permissions`, {
      headers: { 'x-atrium-client-address': '10.9.9.9', 'x-atrium-proxy-secret': 'forged' },
    });
    expect(received?.['x-atrium-proxy-secret']).toBe(SECRET);
    expect(received?.['x-atrium-client-address']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it("passes the browser's Host on, so Host and Origin are checked against what it sent", async () => {
    await fetch(`${viteUrl}/health`);
    expect(received?.host).toBe(new URL(viteUrl).host);
  });
});
