import pg from 'pg';
import type { ColumnsEvent, CompleteEvent, ScriptCut } from '@atrium/common/sql-script';
import type { AnswerLimits } from './capped-query.js';
import type { LineStream } from './line-stream.js';

/** The parts of pg's `Query` that are not in its type declarations. */
interface QueryInternals {
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  handleCommandComplete(message: { text: string }, connection: pg.Connection): void;
}
const base = pg.Query.prototype as unknown as QueryInternals;

/** A command tag (`INSERT 0 3`, `SELECT 2`, `CREATE TABLE`) as its command and its row count. */
export function readCommandTag(tag: string): Pick<CompleteEvent, 'command' | 'row_count'> {
  const words = tag.trim().split(/\s+/);
  const counts = [];
  while (words.length > 1 && /^\d+$/.test(words.at(-1)!)) counts.unshift(words.pop()!);
  return { command: words.join(' '), row_count: counts.length ? Number(counts.at(-1)) : null };
}

/**
 * pg's `Query` writing every result set of a script to `lines` as it arrives: each statement's
 * columns, its rows as arrays of Postgres's text (never parsed), and its command tag. At most
 * `limits` of rows are answered over the whole script: past them rows are read off the socket
 * and dropped, and each result set that lost some says so. While the client is behind, the socket
 * is paused, so Postgres waits instead of the API's memory filling up.
 */
class ScriptQuery extends pg.Query {
  private kept = 0;
  private bytes = 0;
  private cut: ScriptCut | null = null;
  /** Whether the statement running now lost rows to the cap. */
  private cutHere = false;
  constructor(
    sql: string,
    /** Every column type seen, for the `types` line. */
    private readonly typeIds: Set<number>,
    private readonly limits: AnswerLimits,
    private readonly lines: LineStream,
    private readonly socket: pg.Connection['stream'],
  ) {
    super(sql);
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    base.handleRowDescription.call(this, message);
    this.cutHere = this.cut !== null;
    const columns = message.fields.map((field) => {
      this.typeIds.add(field.dataTypeID);
      return { name: field.name, type_id: field.dataTypeID };
    });
    this.send({ kind: 'columns', columns } satisfies ColumnsEvent);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.cut === null && this.limits.rows > 0 && this.kept >= this.limits.rows) {
      this.cut = 'rows';
    }
    const row = this.cut === null ? JSON.stringify(message.fields) : '';
    if (this.cut === null && this.limits.bytes > 0 && this.bytes + row.length > this.limits.bytes) {
      this.cut = 'bytes';
    }
    if (this.cut !== null) {
      this.cutHere = true;
      return;
    }
    this.kept++;
    this.bytes += row.length + 1;
    if (!this.lines.write(row)) this.pause();
  }

  handleCommandComplete(message: { text: string }, connection: pg.Connection): void {
    base.handleCommandComplete.call(this, message, connection);
    const event: CompleteEvent = {
      kind: 'complete',
      ...readCommandTag(message.text),
      cut: this.cutHere ? this.cut : null,
    };
    this.cutHere = false;
    this.send(event);
    this.lines.flush();
  }

  private send(event: object): void {
    if (!this.lines.write(JSON.stringify(event))) this.pause();
  }

  private pause(): void {
    const socket = this.socket;
    socket.pause();
    void this.lines.ready().then(() => socket.resume());
  }
}

/**
 * Runs `sql` with the simple query protocol (several statements, no parameters: the input is SQL
 * by definition), writing every result set to `lines` and the oid of each column type seen to
 * `typeIds` (which keeps them should the script fail).
 */
export function streamScript(
  client: pg.Client,
  sql: string,
  limits: AnswerLimits,
  lines: LineStream,
  typeIds: Set<number>,
): Promise<void> {
  const query = new ScriptQuery(sql, typeIds, limits, lines, client.connection.stream);
  return new Promise((resolve, reject) => {
    query.once('error', reject);
    query.once('end', () => resolve());
    client.query(query);
  });
}
