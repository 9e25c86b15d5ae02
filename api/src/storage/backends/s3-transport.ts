import http from 'node:http';
import https from 'node:https';

/** How long opening a connection may take before the store counts as unreachable. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a connection may carry nothing once open: long enough for a store to assemble a large
 * multipart object before it answers, short enough that a store that stopped answering frees the
 * request.
 */
export const S3_IDLE_TIMEOUT_MS = 120_000;

type Transport = Pick<typeof http, 'request'>;

/**
 * Node's `http`/`https` with the time limits the minio client lacks: without them a blackholed
 * endpoint holds an upload for the operating system's connect timeout (minutes). A timed-out
 * request fails with `ETIMEDOUT`, as a refused one fails with `ECONNREFUSED`.
 */
export function timedTransport(
  secure: boolean,
  connectTimeoutMs = S3_CONNECT_TIMEOUT_MS,
): Transport {
  const base = secure ? https : http;
  const request = ((...args: Parameters<typeof http.request>) => {
    const req = (base.request as typeof http.request)(...args);
    const timedOut = (what: string) =>
      Object.assign(new Error(`${what} timed out`), { code: 'ETIMEDOUT' });
    req.setTimeout(S3_IDLE_TIMEOUT_MS, () => req.destroy(timedOut('S3 request')));
    req.once('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => req.destroy(timedOut('Connecting')), connectTimeoutMs);
      const clear = () => clearTimeout(timer);
      socket.once('connect', clear);
      socket.once('close', clear);
    });
    return req;
  }) as typeof http.request;
  return { request };
}
