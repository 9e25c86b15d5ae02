import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ownerAuth, sharedUrl } from '../../harness/instance-tokens.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { waitFor } from '../../harness/wait-for.js';

/** How many backends run a statement holding `marker`. */
const running = async (marker: string) =>
  (
    await directQuery<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
      [marker],
    )
  )[0]!.n;

/** Sends a POST on a socket of its own, and answers a way to close that socket, as a lost client does. */
function sendThenLose(path: string, body: object): { lose: () => void } {
  const sent = request(`${sharedUrl()}${path}`, {
    method: 'POST',
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    agent: false,
  });
  sent.on('error', () => undefined); // the socket this test closes
  sent.end(JSON.stringify(body));
  return { lose: () => sent.socket?.destroy() ?? sent.destroy() };
}

/**
 * A closed tab or a dropped network closes the request's socket, without any abort of its own:
 * the API cancels the statement on the server (`pg_cancel_backend`) when it sees the socket go.
 */
describe('a client whose socket closes mid-statement', () => {
  it.each([
    ['/query/results', (marker: string) => ({ query: `SELECT pg_sleep(60) AS ${marker}` })],
    [
      '/query/explain',
      // pg_sleep is no built-in read the API knows: analyzing it is confirmed, as a write's is.
      (marker: string) => ({
        query: `SELECT pg_sleep(60) AS ${marker}`,
        analyze: true,
        write_confirmed: true,
      }),
    ],
  ])('leaves no backend running the statement of %s', async (route, body) => {
    const marker = uniqueName('lost');
    const client = sendThenLose(`/platform/pg-meta/default${route}`, body(marker));
    await waitFor(async () => (await running(marker)) === 1, 10_000);
    client.lose();
    await waitFor(async () => (await running(marker)) === 0, 10_000);
    expect(await running(marker)).toBe(0);
  });
});
