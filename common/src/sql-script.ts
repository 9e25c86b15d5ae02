/**
 * The answer of `POST /platform/pg-meta/{ref}/query/results`: every result set of a SQL script,
 * as newline-delimited JSON (`application/x-ndjson`). A line that starts with `[` is one row, its
 * values as Postgres's text (null for NULL), in the order of the last `columns` event; any other
 * line is one event. The API and the SQL editor both read this one definition.
 */

/** A column of a result set, as Postgres describes it. */
export interface ScriptColumn {
  readonly name: string;
  /** The type's oid: its name comes in the `types` event, once the script is done. */
  readonly type_id: number;
}

/** One row: each value as Postgres's text output, null for NULL. */
export type ScriptRow = readonly (string | null)[];

/** Why a result set holds fewer rows than its statement returned. */
export type ScriptCut = 'rows' | 'bytes';

/** A statement that returns rows is starting to send them (its columns come first). */
export interface ColumnsEvent {
  readonly kind: 'columns';
  readonly columns: readonly ScriptColumn[];
}

/** A statement is done; every statement ends with one, rows or not. */
export interface CompleteEvent {
  readonly kind: 'complete';
  /** The command tag without its counts: `SELECT`, `INSERT`, `CREATE TABLE`. */
  readonly command: string;
  /** The rows the statement returned or changed, as Postgres counts them; null when it says none. */
  readonly row_count: number | null;
  /** Set when rows of this result set were left out of the answer (the run's row or byte cap). */
  readonly cut: ScriptCut | null;
}

/** The names of the column types seen, by oid (`format_type`), sent once the script ends. */
export interface TypesEvent {
  readonly kind: 'types';
  readonly names: Readonly<Record<string, string>>;
}

/** The last line of a script that ran to its end. */
export interface EndEvent {
  readonly kind: 'end';
  /** Milliseconds from sending the script to its last statement's end, as the API measured. */
  readonly duration_ms: number;
}

/**
 * The last line of a script that failed: the API's error shape (the message, the SQLSTATE as
 * `code`, `position` counting characters of the script from 1). The statements before it ran
 * in the same implicit transaction, so their changes are rolled back unless they committed.
 */
export interface ErrorEvent {
  readonly kind: 'error';
  readonly error: {
    readonly message: string;
    readonly code: string;
    readonly position?: number;
    readonly detail?: string;
    readonly hint?: string;
  };
}

export type ScriptEvent = ColumnsEvent | CompleteEvent | TypesEvent | EndEvent | ErrorEvent;

/** One line of the answer, parsed. */
export type ScriptLine = ScriptRow | ScriptEvent;

/** Parses one line of the answer. */
export const parseScriptLine = (line: string): ScriptLine => JSON.parse(line) as ScriptLine;

/** Whether a parsed line is a row. */
export const isScriptRow = (line: ScriptLine): line is ScriptRow => Array.isArray(line);

/** The media type of the answer. */
export const SCRIPT_MEDIA_TYPE = 'application/x-ndjson';
