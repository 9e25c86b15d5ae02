// Counts the statements of long SQL off the API's event loop (see statement-count.ts). Plain
// JavaScript: a worker thread does not inherit the TypeScript loader the server or the tests run
// under.
import { parentPort } from 'node:worker_threads';
import { parse } from 'libpg-query';

parentPort.on('message', async ({ id, sql }) => {
  let count;
  try {
    count = (await parse(sql)).stmts?.length ?? 0;
  } catch {
    // Text the parser refuses: Postgres refuses it too.
  }
  parentPort.postMessage({ id, count });
});
