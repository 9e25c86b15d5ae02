/** A ready snippet of the templates and quickstarts pages: opened as a new snippet's draft. */
export interface ReadySnippet {
  /** Stable and unique across both pages (tests and links name it). */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Runs cleanly on a fresh project (tests/integration/sql-templates.test.ts runs each one). */
  readonly sql: string;
}
