import { describe, expect, inject, it } from 'vitest';

/** The web app as `npm start` serves it: its pages carry the same security headers as the API. */
describe('the web app', () => {
  it.each(['/', '/project/default/editor'])(
    'may not be framed, sniffed or leak its URLs: %s',
    async (path) => {
      const response = await fetch(`${inject('baseUrl')}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );
});
