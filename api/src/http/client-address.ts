import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from './dev-proxy-headers.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const isLoopback = (address: string | undefined) => !!address && LOOPBACK.test(address);

/**
 * The address a request came from. Vite's dev proxy connects from 127.0.0.1 whoever its client
 * is, so a request it forwards would look local; it therefore names the real client in
 * `x-atrium-client-address`, trusted only from loopback and together with the secret `pnpm dev`
 * gave both processes (`ATRIUM_DEV_PROXY_SECRET`). Anyone else's copy of those headers is ignored.
 */
export function clientAddress(c: Context, proxySecret?: string): string | undefined {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    return undefined; // not a Node socket: nothing to judge by
  }
  if (
    proxySecret &&
    isLoopback(socketAddress) &&
    sameSecret(c.req.header(PROXY_SECRET_HEADER), proxySecret)
  ) {
    return c.req.header(CLIENT_ADDRESS_HEADER);
  }
  return socketAddress;
}

function sameSecret(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
