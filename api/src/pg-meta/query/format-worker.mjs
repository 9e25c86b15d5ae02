// Formats SQL off the API's event loop (see format-sql.ts). Plain JavaScript: a worker thread
// does not inherit the TypeScript loader the server or the tests run under.
import { parentPort } from 'node:worker_threads';
import { format } from 'sql-formatter';

parentPort.on('message', ({ id, sql }) => {
  let result = sql;
  try {
    result = format(sql, { language: 'postgresql', tabWidth: 2, keywordCase: 'preserve' });
  } catch {
    // SQL the formatter cannot parse comes back as it was.
  }
  parentPort.postMessage({ id, result });
});
