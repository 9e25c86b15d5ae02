/** The rules `atrium-plugin-check` runs, each named in what it prints. */
export const RULES = ['public-api', 'data-layer', 'notifications'] as const;
export type Rule = (typeof RULES)[number];

/** One problem: the file (relative to the package checked), its line, the rule and what is wrong. */
export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly rule: Rule;
  readonly message: string;
}

/** A problem found in one file, before the file is named. */
export interface Finding {
  readonly line: number;
  readonly message: string;
}

/** How the command prints a violation: `src/Page.tsx:3 public-api: imports 'wouter': ...`. */
export const formatViolation = (v: Violation) => `${v.file}:${v.line} ${v.rule}: ${v.message}`;
