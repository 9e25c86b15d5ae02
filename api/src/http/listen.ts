import { serve, type ServerType } from '@hono/node-server';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use. Stop whatever is using it, or set PORT to another port.`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * Node's limits on one request. `requestTimeout` (300 s by default) counts until the whole body
 * has arrived, so it would cut a large CSV import short (408); it is off. Bodies that are not
 * streamed are capped in size instead (`jsonBodyLimits`), and a connection that never finishes
 * its headers is still closed after `headersTimeout`.
 */
export const HTTP_SERVER_OPTIONS = { requestTimeout: 0, headersTimeout: 60_000 } as const;

/** Starts the HTTP server and resolves once it listens. */
export function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  hostname: string,
  port: number,
): Promise<ServerType> {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, hostname, port, serverOptions: { ...HTTP_SERVER_OPTIONS } }, () =>
      resolve(server),
    );
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, hostname) : error),
    );
  });
}

/** Stops accepting connections and resolves once the requests in flight are answered. */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would hold close() open; idle ones can go now.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
