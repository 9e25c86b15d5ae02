import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { cancelBackend } from './cancel-backend.js';
import { withoutStatementLimit } from './pool.js';

/**
 * Runs `COPY ... TO STDOUT` on a connection of its own, in a transaction `opening` starts (as an
 * impersonated role, say), and hands its bytes out as a web stream
 * that reads from Postgres only as fast as the HTTP client takes them (pull-based: one chunk in
 * flight), so memory stays flat whatever the table's size.
 *
 * The first chunk is read before returning, so a COPY that fails at once (a missing privilege, a
 * bad value in a filter) becomes a JSON error with its status rather than a broken download.
 * When the client goes away the stream is cancelled: the backend is told to cancel the COPY and
 * the connection is dropped, so nothing keeps running for nobody.
 */
export async function openCopyOut(
  pool: pg.Pool,
  copySql: string,
  opening: string,
): Promise<ReadableStream<Uint8Array>> {
  const client = await pool.connect();
  let open = true;
  const finish = async (outcome: 'committed' | 'failed' | 'cancelled') => {
    if (!open) return;
    open = false;
    if (outcome === 'cancelled') {
      // From a connection of its own: the pool's may all be busy.
      await cancelBackend(pool, client);
      client.release(true);
      return;
    }
    let broken = false;
    await client.query(outcome === 'committed' ? 'COMMIT' : 'ROLLBACK').catch(() => {
      broken = true;
    });
    client.release(broken);
  };

  let chunks: AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer> | undefined;
  try {
    await client.query(opening);
    // The export is bounded by its client, not a timer: a disconnect cancels it (see above).
    await client.query('SET LOCAL statement_timeout = 0');
    withoutStatementLimit(client);
    // Large chunks: fewer hand-offs between Postgres's socket and the response's.
    const copy = client.query(copyTo(copySql, { highWaterMark: 1024 * 1024 }));
    chunks = copy[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    first = await chunks.next();
  } catch (error) {
    await finish('failed');
    throw error;
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = first ?? (await chunks.next());
        first = undefined;
        if (next.done) {
          await finish('committed');
          controller.close();
        } else {
          controller.enqueue(next.value);
        }
      } catch (error) {
        await finish('failed');
        controller.error(error);
      }
    },
    async cancel() {
      await finish('cancelled');
    },
  });
}
