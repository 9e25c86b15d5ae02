import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { type Readable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from './listen.js';
import { requestBodyStream } from './request-body-stream.js';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Reads the body `requestBodyStream` hands over; answers its MD5 and where it came from. */
async function described(stream: Readable | undefined) {
  const digest = createHash('md5');
  let length = 0;
  for await (const chunk of stream ?? []) {
    digest.update(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return { md5: digest.digest('hex'), length, node: stream instanceof IncomingMessage };
}

const app = new Hono()
  .post('/untouched', async (c) => c.json(await described(requestBodyStream(c))))
  // A middleware that looks at the web body first, as a body policy may.
  .post(
    '/touched',
    async (c, next) => {
      if (!c.req.raw.body) return c.text('no body', 400);
      await new Promise((resolve) => setImmediate(resolve));
      await next();
    },
    async (c) => c.json(await described(requestBodyStream(c))),
  );

describe('requestBodyStream', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let url: string;
  beforeAll(async () => {
    server = await listen(app.fetch, '127.0.0.1', 0);
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => closeServer(server));

  const body = randomBytes(3 * 1024 * 1024 + 17);
  const send = async (path: string) =>
    (await (await fetch(`${url}${path}`, { method: 'POST', body })).json()) as Awaited<
      ReturnType<typeof described>
    >;

  it('hands over the node request itself while nothing has read it', async () => {
    expect(await send('/untouched')).toEqual({ md5: md5(body), length: body.length, node: true });
  });

  it('hands over the web body, every byte once, after a middleware touched it', async () => {
    expect(await send('/touched')).toEqual({ md5: md5(body), length: body.length, node: false });
  });

  it('reads the web body where no node request is (app.request)', async () => {
    const answer = await app.request('/untouched', { method: 'POST', body });
    expect(await answer.json()).toEqual({ md5: md5(body), length: body.length, node: false });
  });
});
