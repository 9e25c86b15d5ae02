import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { withoutStatementLimit } from '../../db/pool.js';
import { badRequest } from '../../http/api-error.js';
import { apiErrorFromPg } from '../../postgres/pg-error.js';
import { CopyLineError, copyErrorPosition } from './copy-error.js';
import { importCopy } from './copy-sql.js';
import { csvFields, firstRecordEnd } from './csv-header.js';
import { EndMarkerQuoter } from './end-marker.js';
import { columnNamed, type Relation } from './relation-sql.js';
import type { UploadReader } from './upload-reader.js';

export const NO_ROWS_TO_IMPORT = 'The CSV file has no rows to import';
/** A header longer than this is not a header: the file is probably not CSV. */
const MAX_HEADER_BYTES = 1024 * 1024;

interface Header {
  readonly columns: string[];
  /** The bytes read so far (the header and whatever followed it), still to be sent to COPY. */
  readonly consumed: Uint8Array[];
}

/** Reads just enough of the body to know its header row; undefined when there are no rows. */
async function readHeader(upload: UploadReader): Promise<Header | undefined> {
  const consumed: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const value = await upload.read();
    // A file that ends inside its first record is, at most, a header: no rows.
    if (!value) return undefined;
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

/**
 * The body again from its start (what the header read took, then the rest as it arrives), with
 * any `\.` record quoted so that COPY cannot take it for its end-of-data marker.
 */
async function* copyData(header: Header, upload: UploadReader): AsyncGenerator<Uint8Array> {
  const quoter = new EndMarkerQuoter();
  for (const chunk of header.consumed) yield quoter.push(chunk);
  for (;;) {
    const value = await upload.read();
    if (!value) break;
    yield quoter.push(value);
  }
  yield quoter.end();
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
 * Streams a CSV upload (header row first) into `COPY table (header columns) FROM STDIN` on
 * `client`, inside the caller's transaction, and answers the number of rows inserted. The body
 * flows through with backpressure (`pipeline`): memory stays flat whatever the file's size. Any
 * error (a bad line, a stalled upload) aborts the COPY; the caller's transaction rolls back.
 */
export async function importCsv(
  client: pg.PoolClient,
  relation: Relation,
  upload: UploadReader,
): Promise<number> {
  const header = await readHeader(upload);
  if (!header) throw badRequest(NO_ROWS_TO_IMPORT, 'no_rows');
  checkColumns(relation, header.columns);
  // A big file takes as long as its upload: bounded by the upload's stall timer, not this one.
  await client.query('SET LOCAL statement_timeout = 0');
  withoutStatementLimit(client);
  const copy = client.query(copyFrom(importCopy(relation, header.columns)));
  try {
    await pipeline(copyData(header, upload), copy);
  } catch (error) {
    throw importError(error, relation, header.columns);
  }
  if (copy.rowCount === 0) throw badRequest(NO_ROWS_TO_IMPORT, 'no_rows');
  return copy.rowCount;
}
