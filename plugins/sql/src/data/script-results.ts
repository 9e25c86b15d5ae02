import {
  isScriptRow,
  type ErrorEvent,
  type ScriptColumn,
  type ScriptCut,
  type ScriptLine,
  type ScriptRow,
} from '@atrium/common/sql-script';

/** One statement of a run: its columns and rows when it returned some, and its command tag. */
export interface StatementResult {
  /** Null for a statement that returns no rows (`CREATE TABLE`, `INSERT` without RETURNING). */
  readonly columns: readonly ScriptColumn[] | null;
  readonly rows: readonly ScriptRow[];
  /** Null until the statement is done. */
  readonly command: string | null;
  readonly rowCount: number | null;
  readonly cut: ScriptCut | null;
}

/** Everything a run answered so far. */
export interface ScriptResults {
  readonly statements: readonly StatementResult[];
  /** Column type names by oid, once the script is done. */
  readonly typeNames: Readonly<Record<string, string>>;
  readonly error: ErrorEvent['error'] | null;
  /** The API's measure of the run, once it ended. */
  readonly durationMs: number | null;
  /** Whether the last line came (`end` or `error`): a body without it was broken off. */
  readonly finished: boolean;
}

export const NO_RESULTS: ScriptResults = {
  statements: [],
  typeNames: {},
  error: null,
  durationMs: null,
  finished: false,
};

interface OpenStatement {
  columns: readonly ScriptColumn[] | null;
  rows: ScriptRow[];
  command: string | null;
  rowCount: number | null;
  cut: ScriptCut | null;
}

/**
 * Builds a run's results from the answer's lines as they arrive. Rows are appended in place, so
 * 100,000 of them cost one array, and `snapshot()` gives React a new value to render each time.
 */
export class ScriptResultsBuilder {
  private readonly statements: OpenStatement[] = [];
  private open: OpenStatement | undefined;
  private typeNames: Record<string, string> = {};
  private error: ErrorEvent['error'] | null = null;
  private durationMs: number | null = null;
  private finished = false;

  add(line: ScriptLine): void {
    if (isScriptRow(line)) {
      this.current().rows.push(line);
      return;
    }
    switch (line.kind) {
      case 'columns':
        this.open = { columns: line.columns, rows: [], command: null, rowCount: null, cut: null };
        this.statements.push(this.open);
        return;
      case 'complete': {
        const statement = this.current();
        statement.command = line.command;
        statement.rowCount = line.row_count;
        statement.cut = line.cut;
        this.open = undefined;
        return;
      }
      case 'types':
        this.typeNames = { ...line.names };
        return;
      case 'end':
        this.durationMs = line.duration_ms;
        this.finished = true;
        return;
      case 'error':
        this.error = line.error;
        this.finished = true;
        return;
    }
  }

  snapshot(): ScriptResults {
    return {
      statements: this.statements.map((statement) => ({
        ...statement,
        rows: statement.rows.slice(),
      })),
      typeNames: this.typeNames,
      error: this.error,
      durationMs: this.durationMs,
      finished: this.finished,
    };
  }

  /** The statement rows go to: the open one, or a new one without columns (it returns none). */
  private current(): OpenStatement {
    if (!this.open) {
      this.open = { columns: null, rows: [], command: null, rowCount: null, cut: null };
      this.statements.push(this.open);
    }
    return this.open;
  }
}
