import { Worker } from 'node:worker_threads';
import { parse } from 'libpg-query';
import { MAX_INLINE_PARSE_CHARS } from './statement-count.js';

/** One statement of libpg-query's raw answer: its node (`{ DropStmt: {...} }`) and where it starts. */
export interface RawStatement {
  readonly stmt?: Record<string, unknown>;
  /** Byte offset of the statement in the text; absent for the first one. */
  readonly stmt_location?: number;
}

const WORKER_FILE = new URL('./parse-worker.mjs', import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
/** Parses waiting for the worker, by id; a worker that dies answers them all undefined. */
const waiting = new Map<number, (statements: RawStatement[] | undefined) => void>();

function parser(): Worker {
  if (!worker) {
    const started = new Worker(WORKER_FILE);
    started.unref(); // an idle parser never keeps the process alive
    started.on('message', ({ id, statements }: { id: number; statements?: RawStatement[] }) => {
      waiting.get(id)?.(statements);
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

async function parseHere(sql: string): Promise<RawStatement[] | undefined> {
  try {
    return ((await parse(sql)) as { stmts?: RawStatement[] }).stmts ?? [];
  } catch {
    return undefined;
  }
}

/**
 * The statements of `sql` as Postgres 15's own parser reads them, with their offsets, or
 * undefined when it refuses the text (then Postgres refuses it too, before running any of it).
 * Text over `MAX_INLINE_PARSE_CHARS` is parsed on a worker thread, so a long script does not
 * stall every other request.
 */
export function parseRaw(sql: string): Promise<RawStatement[] | undefined> {
  if (sql.length <= MAX_INLINE_PARSE_CHARS) return parseHere(sql);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    parser().postMessage({ id, sql });
  });
}
