/**
 * Collects bound parameters while a query is built, so builders never splice values into SQL:
 * `params.add(value)` returns the placeholder (`$1`, `$2`, ...) to put in the text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A query ready for `pool.query(text, values)`. */
export interface BoundQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}
