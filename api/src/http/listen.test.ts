import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeServer, listen } from './listen.js';

describe('listen', () => {
  it("turns Node's whole-request timeout off, so a long upload is not cut with 408", async () => {
    const server = await listen(
      async (req) => new Response(String((await req.arrayBuffer()).byteLength)),
      '127.0.0.1',
      0,
    );
    try {
      // Node's default is 300 s: an import still uploading then was answered 408.
      expect(server).toMatchObject({ requestTimeout: 0, headersTimeout: 60_000 });
      const port = (server.address() as { port: number }).port;
      const answer = await new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        let sent = 0;
        const tick = setInterval(() => {
          req.write('x'.repeat(10));
          if (++sent === 5) {
            clearInterval(tick);
            req.end();
          }
        }, 50);
      });
      expect(answer).toBe('50');
    } finally {
      await closeServer(server);
    }
  });
});
