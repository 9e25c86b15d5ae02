/** Addresses that mean "every interface": fine to listen on, not to connect to. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

const urlHost = (host) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * Where `pnpm dev` runs things, from the same variables `npm start` reads: the API on HOST:PORT,
 * Vite on HOST:ATRIUM_DEV_PORT, and Vite proxying API paths to ATRIUM_API_URL, which follows
 * HOST and PORT unless it is set (to point Vite at another API).
 */
export function devPorts(env) {
  const host = env.HOST || '127.0.0.1';
  const apiPort = env.PORT || '8000';
  const connectTo = WILDCARDS.has(host) ? '127.0.0.1' : host;
  return {
    host,
    vitePort: env.ATRIUM_DEV_PORT || '5173',
    apiUrl: env.ATRIUM_API_URL || `http://${urlHost(connectTo)}:${apiPort}`,
  };
}
