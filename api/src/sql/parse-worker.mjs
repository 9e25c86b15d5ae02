// Parses long SQL off the API's event loop (see parse-off-loop.ts). Plain JavaScript: a worker
// thread does not inherit the TypeScript loader the server or the tests run under.
import { parentPort } from 'node:worker_threads';
import { parse } from 'libpg-query';

parentPort.on('message', async ({ id, sql }) => {
  let statements;
  try {
    statements = (await parse(sql)).stmts ?? [];
  } catch {
    // Text the parser refuses: Postgres refuses it too.
  }
  parentPort.postMessage({ id, statements });
});
