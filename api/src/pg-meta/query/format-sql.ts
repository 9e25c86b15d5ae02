import { Worker } from 'node:worker_threads';

/** Larger SQL is refused (413): formatting takes about 7 ms per KB, so this is ~2 s of work. */
export const MAX_FORMAT_BYTES = 256 * 1024;
/** A format still running after this is abandoned (the worker is ended) and the SQL kept as is. */
export const FORMAT_TIMEOUT_MS = 5_000;

const WORKER_FILE = new URL('./format-worker.mjs', import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
/** Formats run one at a time, so each one's time bound starts when its own work does. */
let queue: Promise<unknown> = Promise.resolve();

function formatter(): Worker {
  if (!worker) {
    worker = new Worker(WORKER_FILE);
    worker.unref(); // an idle formatter never keeps the process alive
    worker.once('exit', () => (worker = undefined));
  }
  return worker;
}

function formatOnWorker(sql: string): Promise<string> {
  const current = formatter();
  const id = nextId++;
  return new Promise((resolve) => {
    const done = (result: string) => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onFailure);
      resolve(result);
    };
    const onMessage = (message: { id: number; result: string }) => {
      if (message.id === id) done(message.result);
    };
    const onFailure = () => done(sql);
    const timer = setTimeout(() => {
      void current.terminate();
      done(sql);
    }, FORMAT_TIMEOUT_MS);
    current.on('message', onMessage).once('error', onFailure);
    current.postMessage({ id, sql });
  });
}

/**
 * Formats SQL for display on a worker thread, so a huge script never stalls other requests. SQL
 * the formatter cannot parse, or cannot format within `FORMAT_TIMEOUT_MS`, comes back as it was.
 */
export function formatSql(sql: string): Promise<string> {
  const result = queue.then(() => formatOnWorker(sql));
  queue = result;
  return result;
}
