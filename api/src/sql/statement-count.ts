import { Worker } from 'node:worker_threads';
import { parse } from 'libpg-query';

/**
 * Longer SQL is parsed on a worker thread: parsing takes about 1 to 4 ms per KB of statements, and
 * `/query` takes scripts up to the JSON body limit (16 MB), which would stall every other request.
 */
export const MAX_INLINE_PARSE_CHARS = 4 * 1024;

const WORKER_FILE = new URL('./statement-count-worker.mjs', import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
/** Counts waiting for the worker, by id; a worker that dies answers them all undefined. */
const waiting = new Map<number, (count: number | undefined) => void>();

function counter(): Worker {
  if (!worker) {
    const started = new Worker(WORKER_FILE);
    started.unref(); // an idle counter never keeps the process alive
    started.on('message', ({ id, count }: { id: number; count: number | undefined }) => {
      waiting.get(id)?.(count);
      waiting.delete(id);
    });
    started.once('exit', () => {
      worker = undefined;
      for (const answer of waiting.values()) answer(undefined);
      waiting.clear();
    });
    worker = started;
  }
  return worker;
}

async function countHere(sql: string): Promise<number | undefined> {
  try {
    return ((await parse(sql)) as { stmts?: unknown[] }).stmts?.length ?? 0;
  } catch {
    return undefined;
  }
}

function countOnWorker(sql: string): Promise<number | undefined> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    counter().postMessage({ id, sql });
  });
}

/**
 * How many statements Postgres 15's own parser reads in `sql` (the server's count, since it is
 * the same parser), or undefined when it refuses the text (then Postgres refuses it too, before
 * running any of it). Text without a semicolon is one statement and is not parsed.
 */
export function countStatements(sql: string): Promise<number | undefined> {
  if (!sql.includes(';')) return Promise.resolve(1);
  return sql.length <= MAX_INLINE_PARSE_CHARS ? countHere(sql) : countOnWorker(sql);
}
