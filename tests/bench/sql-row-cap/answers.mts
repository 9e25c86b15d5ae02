import { request } from 'node:http';

/** Each client stops reading this long after its first chunk, as a slow or stalled one would. */
const STALL_MS = 2000;

/** What one client read of an answer, counted as it streamed (nothing of it kept). */
export interface Answer {
  readonly bytes: number;
  /** Rows in the answer: objects of `/query`'s array, row lines of `/query/results`. */
  readonly rows: number;
  /** `/query`'s trailers (the cut is known only once the rows are sent). */
  readonly trailers: Record<string, string | undefined>;
  /** `/query/results`'s event lines, parsed (columns, complete, types, end or error). */
  readonly events: readonly { kind: string; [key: string]: unknown }[];
}

/** Counts `marker` in a stream of pieces, one that straddles two pieces included. */
function markerCounter(marker: string) {
  let count = 0;
  let carry = '';
  return {
    add(piece: string) {
      const text = carry + piece;
      for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length))
        count++;
      carry = text.slice(-(marker.length - 1));
    },
    get count() {
      return count;
    },
  };
}

/** Reads `/query/results`'s lines as they come: rows are counted, events parsed. */
function lineReader() {
  let partial = '';
  let rows = 0;
  const events: Answer['events'][number][] = [];
  const take = (line: string) => {
    if (line.startsWith('[')) rows++;
    else if (line) events.push(JSON.parse(line) as Answer['events'][number]);
  };
  return {
    add(piece: string) {
      const cut = piece.lastIndexOf('\n');
      if (cut < 0) {
        partial += piece;
        return;
      }
      const lines = (partial + piece.slice(0, cut)).split('\n');
      partial = piece.slice(cut + 1);
      lines.forEach(take);
    },
    end: () => ({ rows, events }),
  };
}

/**
 * Posts `sql` to `path` (`/query` or `/query/results` of the default project), stalls once after
 * the first chunk, then reads the answer to its end, counting its rows.
 */
export function fetchAnswer(
  url: string,
  headers: Record<string, string>,
  path: '/query' | '/query/results',
  sql: string,
): Promise<Answer> {
  const body = JSON.stringify({ query: sql });
  const objects = markerCounter('{"');
  const lines = lineReader();
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(`/platform/pg-meta/default${path}`, url),
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`${path} answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let bytes = 0;
        let stalled = false;
        response.on('data', (piece: string) => {
          bytes += Buffer.byteLength(piece);
          if (path === '/query') objects.add(piece);
          else lines.add(piece);
          if (stalled) return;
          stalled = true;
          response.pause();
          setTimeout(() => response.resume(), STALL_MS);
        });
        response.once('end', () => {
          const read = lines.end();
          resolve({
            bytes,
            rows: path === '/query' ? objects.count : read.rows,
            trailers: response.trailers,
            events: read.events,
          });
        });
        response.once('error', reject);
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}
