import { createMiddleware } from 'hono/factory';
import { networkInterfaces } from 'node:os';
import { ApiError } from './api-error.js';
import type { AppEnv } from './env.js';

/** Names that always mean this machine. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
/** Listen addresses that mean "every interface". */
const WILDCARDS = new Set(['0.0.0.0', '::']);

/** One spelling per host: lower case, no IPv6 brackets, no trailing dot. */
export const normalizeHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/**
 * The host names Atrium answers to when `ATRIUM_ALLOWED_HOSTS` is not set: the loopback names and
 * the listen address. Listening on every interface (`0.0.0.0`, `::`) allows the address of each
 * interface, which is how the machine is reached without a DNS name.
 */
export function defaultAllowedHosts(
  listenHost: string,
  interfaces = networkInterfaces(),
): string[] {
  const listen = normalizeHost(listenHost);
  const addresses = WILDCARDS.has(listen)
    ? Object.values(interfaces)
        .flat()
        .map((i) => i?.address)
    : [listen];
  return [...new Set([...LOOPBACK_NAMES, ...addresses].filter((a): a is string => !!a))];
}

/**
 * Refuses requests whose `Host` is not one of `names`. Without it, a DNS-rebinding page (a name
 * its owner re-points at 127.0.0.1) would be same-origin with Atrium and could use the local
 * user's grants.
 */
export const allowedHosts = (names: readonly string[]) => {
  const allowed = new Set(names.map(normalizeHost));
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = normalizeHost(new URL(c.req.url).hostname);
    if (!allowed.has(host)) {
      throw new ApiError(
        421,
        `This server does not answer to the host name "${host}"; add it to ATRIUM_ALLOWED_HOSTS to allow it`,
        'host_not_allowed',
      );
    }
    await next();
  });
};
