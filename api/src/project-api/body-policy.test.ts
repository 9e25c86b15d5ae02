import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsBody, projectApiBodyPolicy } from './body-policy.js';

/** Reads the body as a stream, as an upload handler does, and answers its length. */
async function streamedLength(body: ReadableStream<Uint8Array> | null): Promise<number> {
  if (!body) return 0;
  const reader = body.getReader();
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.length;
  }
  return length;
}

const app = new Hono()
  .use(projectApiBodyPolicy(10))
  .post('/json', (c) => c.text('ok'))
  .post('/any', acceptsBody('any'), async (c) => c.text(await c.req.text()))
  .post('/stream', acceptsBody('stream'), async (c) =>
    c.text(String(await streamedLength(c.req.raw.body))),
  );

const post = (path: string, body: string, contentType: string) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': contentType } });

describe('project-API body policies', () => {
  it('json (the default): only application/json, within the cap', async () => {
    expect((await post('/json', '{}', 'application/json')).status).toBe(200);
    const wrongType = await post('/json', 'a,b', 'text/csv');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    const tooLarge = await post('/json', JSON.stringify({ a: 'long enough' }), 'application/json');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it('any: any content type, within the cap', async () => {
    const small = await post('/any', 'tiny', 'image/png');
    expect(await small.text()).toBe('tiny');
    expect((await post('/any', 'much more than ten', 'image/png')).status).toBe(413);
  });

  it('stream: any content type and size, read by the handler', async () => {
    const large = await post('/stream', 'x'.repeat(1000), 'application/octet-stream');
    expect(large.status).toBe(200);
    expect(await large.text()).toBe('1000');
  });
});
