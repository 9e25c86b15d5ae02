import pg from 'pg';
import type { AnswerCut, AnswerStream } from './answer-stream.js';
import { rowWriter, type RowWriter } from './row-json.js';

/** How much of the last statement's rows `/query` answers; 0 for no limit. */
export interface AnswerLimits {
  /** Most rows (`ATRIUM_QUERY_ROW_LIMIT`). */
  readonly rows: number;
  /** Most bytes of the JSON body, brackets included (`ATRIUM_QUERY_BYTE_LIMIT`). */
  readonly bytes: number;
}

/** The parts of pg's `Query` that are not in its type declarations. */
interface QueryInternals {
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: pg.Connection): void;
}
const base = pg.Query.prototype as unknown as QueryInternals;

/**
 * pg's `Query` writing the rows of the script's last statement (`answered`, counted from 0) to
 * `answer` as they arrive, within `limits`. Rows of earlier statements, and rows past a limit,
 * are read off the socket (Postgres sends them) but dropped unparsed; while the HTTP client is
 * behind, the socket is paused, so Postgres waits instead of the API's memory filling up. The
 * statement itself runs to completion: cancelling it would also roll back the writes of a
 * script's earlier statements, which share its implicit transaction.
 */
class StreamedQuery extends pg.Query {
  private completed = 0;
  private writer: RowWriter | undefined;
  private kept = 0;
  private bytes = 2; // the brackets
  cut: AnswerCut | undefined;
  /** A value pg's type parser refused: the query fails with it once Postgres is done. */
  failure: unknown;

  constructor(
    sql: string,
    private readonly answered: number,
    private readonly limits: AnswerLimits,
    private readonly answer: AnswerStream,
    /** The connection's socket, paused while the client is behind. */
    private readonly socket: pg.Connection['stream'],
  ) {
    super(sql);
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    base.handleRowDescription.call(this, message);
    // Kept only for the answered statement; an error parsing a value ends the query (pg's way).
    this.writer = this.completed === this.answered ? rowWriter(message.fields) : undefined;
  }

  handleCommandComplete(message: unknown, connection: pg.Connection): void {
    this.completed++;
    this.writer = undefined;
    base.handleCommandComplete.call(this, message, connection);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (!this.writer || this.cut) return;
    if (this.limits.rows > 0 && this.kept >= this.limits.rows) {
      this.cut = 'rows';
      return;
    }
    let row: string;
    try {
      row = this.writer(message.fields);
    } catch (error) {
      this.failure = error;
      this.writer = undefined;
      return;
    }
    const size = Buffer.byteLength(row) + (this.kept > 0 ? 1 : 0);
    if (this.limits.bytes > 0 && this.bytes + size > this.limits.bytes) {
      this.cut = 'bytes';
      return;
    }
    this.kept++;
    this.bytes += size;
    if (!this.answer.write(row)) this.pause();
  }

  private pause(): void {
    const socket = this.socket;
    socket.pause();
    void this.answer.ready().then(() => socket.resume());
  }
}

/**
 * Runs `sql` with the simple query protocol (several statements allowed, no parameters: the input
 * is SQL by definition) and writes the rows of statement `answered` (counted from 0: the last
 * one) to `answer`; resolves with the cut when done.
 */
export function streamQuery(
  client: pg.Client,
  sql: string,
  answered: number,
  limits: AnswerLimits,
  answer: AnswerStream,
): Promise<AnswerCut | undefined> {
  const query = new StreamedQuery(sql, answered, limits, answer, client.connection.stream);
  return new Promise((resolve, reject) => {
    query.once('error', reject);
    query.once('end', () => (query.failure ? reject(query.failure) : resolve(query.cut)));
    client.query(query);
  });
}
