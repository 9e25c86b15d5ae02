import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Impersonation } from '../../db/run-query.js';
import { badRequest } from '../../http/api-error.js';
import { apiErrorFromPg } from '../../postgres/pg-error.js';
import { CopyLineError, copyErrorPosition } from './copy-error.js';
import { importCopy } from './copy-sql.js';
import { csvFields, firstRecordEnd } from './csv-header.js';
import { columnNamed, type Relation } from './relation.js';
import { begin } from './session.js';

export const NO_ROWS_TO_IMPORT = 'The CSV file has no rows to import';
/** A header longer than this is not a header: the file is probably not CSV. */
const MAX_HEADER_BYTES = 1024 * 1024;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

interface Header {
  readonly columns: string[];
  /** The bytes read so far (the header and whatever followed it), still to be sent to COPY. */
  readonly consumed: Uint8Array[];
}

/** Reads just enough of the body to know its header row; undefined when there are no rows. */
async function readHeader(reader: BodyReader): Promise<Header | undefined> {
  const consumed: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    // A file that ends inside its first record is, at most, a header: no rows.
    if (done) return undefined;
    consumed.push(value);
    size += value.byteLength;
    const text = Buffer.concat(consumed).toString('utf8');
    const end = firstRecordEnd(text);
    if (end >= 0) {
      if (text.trim() === '') return undefined;
      return { columns: csvFields(text.slice(0, end)), consumed };
    }
    if (size > MAX_HEADER_BYTES) {
      throw badRequest('The first line of the CSV file is longer than 1 MB', 'invalid_csv');
    }
  }
}

/** The body again from its start: what the header read took, then the rest as it arrives. */
async function* bodyFrom(header: Header, reader: BodyReader): AsyncGenerator<Uint8Array> {
  yield* header.consumed;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** Reads and drops what is left of the body, so the client, still sending, gets our answer. */
async function drain(reader: BodyReader): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nobody is left to answer.
  }
}

function checkColumns(relation: Relation, columns: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of columns) {
    columnNamed(relation, name);
    if (seen.has(name)) {
      throw badRequest(`Column "${name}" appears twice in the CSV header`, 'invalid_csv');
    }
    seen.add(name);
  }
}

/** A COPY error as the API answers it: with the file's line and column when Postgres gave them. */
function importError(error: unknown, relation: Relation, columns: readonly string[]): unknown {
  const pgError = error as { code?: string; message?: string; where?: string };
  const at = copyErrorPosition(pgError.where, relation.name, columns);
  if (at && typeof pgError.code === 'string') {
    return new CopyLineError(pgError.message ?? 'Invalid row', pgError.code, at);
  }
  return apiErrorFromPg(error) ?? error;
}

/**
 * Streams a CSV body (header row first) into `COPY table (header columns) FROM STDIN` inside one
 * transaction and answers the number of rows inserted. The body flows through with backpressure
 * (`pipeline`): memory stays flat whatever the file's size. A bad line rolls everything back.
 */
export async function importCsv(
  pool: pg.Pool,
  relation: Relation,
  body: ReadableStream<Uint8Array> | null,
  impersonation?: Impersonation,
): Promise<number> {
  if (!body) throw badRequest(NO_ROWS_TO_IMPORT, 'no_rows');
  const reader = body.getReader();
  try {
    const header = await readHeader(reader);
    if (!header) throw badRequest(NO_ROWS_TO_IMPORT, 'no_rows');
    checkColumns(relation, header.columns);
    return await copyIn(pool, relation, header, reader, impersonation);
  } finally {
    await drain(reader);
  }
}

async function copyIn(
  pool: pg.Pool,
  relation: Relation,
  header: Header,
  reader: BodyReader,
  impersonation?: Impersonation,
): Promise<number> {
  const client = await pool.connect();
  let broken = false;
  try {
    await begin(client, impersonation);
    // A big file takes as long as its upload: bounded by the client, not a timer.
    await client.query('SET LOCAL statement_timeout = 0');
    const copy = client.query(copyFrom(importCopy(relation, header.columns)));
    await pipeline(bodyFrom(header, reader), copy);
    if (copy.rowCount === 0) throw badRequest(NO_ROWS_TO_IMPORT, 'no_rows');
    await client.query('COMMIT');
    return copy.rowCount;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw importError(error, relation, header.columns);
  } finally {
    client.release(broken);
  }
}
