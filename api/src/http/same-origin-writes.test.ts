import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { streamsBody } from './body-type.js';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { sameOriginWrites } from './same-origin-writes.js';

describe('sameOriginWrites', () => {
  const reached: string[] = [];
  const app = new Hono<AppEnv>()
    .use(sameOriginWrites)
    .get('/read', (c) => c.text('read'))
    .post('/change', (c) => (reached.push('change'), c.text('changed')))
    .delete('/thing', (c) => (reached.push('delete'), c.text('deleted')))
    .post('/import', streamsBody('text/csv'), (c) => (reached.push('import'), c.text('imported')));

  app.onError(handleError);

  const send = (path: string, init: RequestInit) =>
    app.request(`http://127.0.0.1:8000${path}`, init);
  const json = { 'content-type': 'application/json' };

  it('lets JSON from Atrium itself (or from no page at all) through', async () => {
    const body = '{}';
    expect((await send('/change', { method: 'POST', headers: json, body })).status).toBe(200);
    const own = { ...json, origin: 'http://127.0.0.1:8000', 'sec-fetch-site': 'same-origin' };
    expect((await send('/change', { method: 'POST', headers: own, body })).status).toBe(200);
    const charset = { 'content-type': 'application/json; charset=utf-8' };
    expect((await send('/change', { method: 'POST', headers: charset, body })).status).toBe(200);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s with 415 before the handler', async (type, body) => {
    reached.length = 0;
    const response = await send('/change', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'unsupported_media_type',
    );
    expect(reached).toEqual([]);
  });

  it('refuses a POST without any content type, body or not (a simple request)', async () => {
    expect((await send('/change', { method: 'POST' })).status).toBe(415);
  });

  it('allows a POST without body or type that carries Authorization (preflighted: a sign-out)', async () => {
    const bearer = { authorization: 'Bearer x.y.z' };
    expect((await send('/change', { method: 'POST', headers: bearer })).status).toBe(200);
    const withBody = { method: 'POST', headers: bearer, body: 'a=1' };
    expect((await send('/change', withBody)).status).toBe(415);
  });

  it('allows a DELETE without a body (always preflighted)', async () => {
    expect((await send('/thing', { method: 'DELETE' })).status).toBe(200);
  });

  it.each<Record<string, string>>([
    { origin: 'http://evil.example' },
    { origin: 'http://127.0.0.1:9999' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ])('refuses changes from a foreign page with 403: %o', async (foreign) => {
    reached.length = 0;
    const response = await send('/change', {
      method: 'POST',
      headers: { ...json, ...foreign },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'cross_site_request',
    );
    expect(reached).toEqual([]);
  });

  it('leaves reads alone, whoever asks', async () => {
    const headers = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await send('/read', { headers })).status).toBe(200);
  });

  it("requires a streaming route's declared type instead of JSON", async () => {
    const csv = (type: string) =>
      send('/import', { method: 'POST', headers: { 'content-type': type }, body: 'a\n1\n' });
    expect((await csv('text/csv')).status).toBe(200);
    expect((await csv('application/json')).status).toBe(415);
    expect((await csv('text/plain')).status).toBe(415);
  });
});
