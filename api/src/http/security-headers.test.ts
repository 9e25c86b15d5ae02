import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  const app = new Hono<AppEnv>()
    .use(securityHeaders)
    .get('/page', (c) => c.html('<p>hi</p>'))
    .get('/fails', () => {
      throw new Error('boom');
    })
    .onError(handleError);

  it.each(['/page', '/fails'])(
    'forbids framing and sniffing, and sends no referrer: %s',
    async (path) => {
      const headers = (await app.request(path)).headers;
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('strict-transport-security')).toBeNull();
    },
  );
});
