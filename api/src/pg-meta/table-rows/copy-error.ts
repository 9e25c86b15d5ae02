import { ApiError, type ErrorBody } from '../../http/api-error.js';

export interface CopyPosition {
  /** The line of the file, counting the header as line 1 (as Postgres counts). */
  readonly line: number;
  readonly column?: string;
}

/**
 * Reads the line and column out of the CONTEXT of a COPY error, e.g.
 * `COPY people, line 3, column age: "abc"`. Postgres prints the table and column names bare, so
 * they are matched against the names we sent rather than parsed, which any name survives.
 */
export function copyErrorPosition(
  context: string | undefined,
  table: string,
  columns: readonly string[],
): CopyPosition | undefined {
  const prefix = `COPY ${table}, line `;
  const entry = context?.split('\n').find((l) => l.startsWith(prefix));
  if (!entry) return undefined;
  const match = /^(\d+)(.*)$/s.exec(entry.slice(prefix.length));
  if (!match) return undefined;
  const line = Number(match[1]);
  const rest = match[2]!;
  const column = [...columns]
    .sort((a, b) => b.length - a.length)
    .find((c) => rest === `, column ${c}` || rest.startsWith(`, column ${c}: `));
  return column === undefined ? { line } : { line, column };
}

/** A bad line in an imported CSV: 400, with Postgres's reason, the line and the column. */
export class CopyLineError extends ApiError {
  constructor(
    reason: string,
    code: string,
    readonly at: CopyPosition,
  ) {
    const where = `line ${at.line}${at.column !== undefined ? `, column ${at.column}` : ''}`;
    super(400, `${reason} (${where})`, code);
    this.name = 'CopyLineError';
  }

  override toBody(): ErrorBody {
    const body = super.toBody();
    return { error: { ...body.error, ...this.at } };
  }
}
