import type { ProxyOptions } from 'vite';
import { API_PREFIXES } from '../../api/src/http/api-prefixes.js';
import {
  CLIENT_ADDRESS_HEADER,
  PROXY_SECRET_HEADER,
} from '../../api/src/http/dev-proxy-headers.js';

/**
 * Vite's proxy entries for the API. The proxy connects from 127.0.0.1 whoever its client is, so
 * it names the real client (with `pnpm dev`'s secret) for the API to see that address instead:
 * with `HOST=0.0.0.0`, the audit log and the per-address sign-in limit must see another machine's
 * own address. The
 * `Host` header is passed on unchanged (no `changeOrigin`), so the API's Host and Origin checks
 * see what the browser sent.
 */
export function apiProxy(target: string, secret: string | undefined): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target,
    changeOrigin: false,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        proxyReq.removeHeader(PROXY_SECRET_HEADER);
        proxyReq.removeHeader(CLIENT_ADDRESS_HEADER);
        if (!secret) return;
        proxyReq.setHeader(PROXY_SECRET_HEADER, secret);
        proxyReq.setHeader(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
      });
    },
  };
  return Object.fromEntries(API_PREFIXES.map((path) => [path, options]));
}
