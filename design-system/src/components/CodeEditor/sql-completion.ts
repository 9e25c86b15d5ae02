import { autocompletion } from '@codemirror/autocomplete';
import { sql, PostgreSQL, type SQLNamespace } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';

/** What the editor completes besides SQL's keywords: the database's own names. */
export interface SqlCompletions {
  /**
   * Schemas, their tables with their columns, and functions, as CodeMirror's SQL namespace: a
   * schema maps to its tables, a table to its columns (or `{ self, children }` to give one a
   * type, such as a function).
   */
  readonly namespace: SQLNamespace;
  /** The schema whose tables complete without a prefix (`public`). */
  readonly defaultSchema?: string;
}

/** The Postgres dialect, with completion of `completions`' names when given. */
export function sqlLanguage(completions: SqlCompletions | undefined): Extension {
  if (!completions) return sql({ dialect: PostgreSQL });
  return [
    sql({
      dialect: PostgreSQL,
      schema: completions.namespace,
      defaultSchema: completions.defaultSchema,
      upperCaseKeywords: false,
    }),
    autocompletion({ activateOnTyping: true }),
  ];
}
