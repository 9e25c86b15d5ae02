import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';

/**
 * A request's body as a node stream, for handlers that stream it to disk or a store. Served by
 * `@hono/node-server`, it is the node request itself while no one has started reading it: the
 * web stream `c.req.raw.body` wraps it in a pull per chunk and is turned back into a node stream,
 * which cost a large upload two thirds of its speed (tests/bench/storage-api.bench.mts). Once
 * anything has touched the web body (a middleware, a test's `app.request`), the web body, so no
 * byte is read twice or lost. Answers undefined for a request without a body.
 */
export function requestBodyStream(c: Context): Readable | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming instanceof Readable && untouched(incoming)) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : undefined;
}

/** Whether nothing has read the request or asked it to flow (the web body's adapter does both). */
const untouched = (incoming: IncomingMessage) =>
  !incoming.readableDidRead &&
  incoming.readableFlowing === null &&
  incoming.listenerCount('data') === 0 &&
  incoming.listenerCount('readable') === 0;
