import { ServerResponse } from 'node:http';
import type { AnswerCut } from '../../db/answer-stream.js';
import type { AnswerLimits } from '../../db/capped-query.js';

/** Set when `/query` answered only the first rows; the body stays a plain JSON array of rows. */
export const ROWS_TRUNCATED_HEADER = 'X-Atrium-Rows-Truncated';
/** The limit that cut the answer: rows (`ATRIUM_QUERY_ROW_LIMIT`)... */
export const ROW_LIMIT_HEADER = 'X-Atrium-Row-Limit';
/** ...or bytes of JSON (`ATRIUM_QUERY_BYTE_LIMIT`). */
export const BYTE_LIMIT_HEADER = 'X-Atrium-Byte-Limit';

/** Every header a cut may set: sent as trailers when the answer is streamed. */
export const CUT_HEADERS = [ROWS_TRUNCATED_HEADER, ROW_LIMIT_HEADER, BYTE_LIMIT_HEADER] as const;

/** The headers announcing `cut` (none when the answer is whole). */
export function cutHeaders(cut: AnswerCut | undefined, limits: AnswerLimits): [string, string][] {
  if (cut === 'rows')
    return [
      [ROWS_TRUNCATED_HEADER, 'true'],
      [ROW_LIMIT_HEADER, String(limits.rows)],
    ];
  if (cut === 'bytes')
    return [
      [ROWS_TRUNCATED_HEADER, 'true'],
      [BYTE_LIMIT_HEADER, String(limits.bytes)],
    ];
  return [];
}

/** Node's response under Hono's, when served by `@hono/node-server` (not in `app.request()`). */
export function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}
