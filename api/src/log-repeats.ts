import type { LogFn, Logger } from 'pino';

/** How long identical lines are collapsed into the first one and a count. */
export const REPEAT_WINDOW_MS = 10_000;

/** pino's `warn`: lines at this level and above are collapsed; request lines (info) never are. */
const LOWEST_COLLAPSED_LEVEL = 40;

interface Repeats {
  count: number;
  readonly logger: Logger;
  readonly method: LogFn;
  readonly args: unknown[];
}

/** Errors compared by what they say, not by their (never enumerable) fields or their stack. */
const comparable = (_key: string, value: unknown) =>
  value instanceof Error
    ? `${value.name}: ${value.message} ${String((value as { code?: unknown }).code ?? '')}`
    : value;

/** The line `args` would write, as a key, or undefined when it cannot be compared. */
function keyOf(level: number, args: unknown[]): string | undefined {
  try {
    return `${level} ${JSON.stringify(args, comparable)}`;
  } catch {
    return undefined;
  }
}

/** `args` with `repeated: count` added to the line's fields. */
function withCount(args: unknown[], count: number): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: first, repeated: count }, ...rest];
  if (typeof first === 'object' && first !== null) return [{ ...first, repeated: count }, ...rest];
  return [{ repeated: count }, ...args];
}

/**
 * A pino `logMethod` hook that writes a warning or error once per `windowMs` however often it
 * repeats: while Postgres restarts, every request fails the same way, and hundreds of identical
 * lines would bury the one that says why. The first line is written at once; when the window
 * ends, one more line with `repeated: n` counts the ones left out. Lines are identical when their
 * level, message and fields are (a child logger's bindings, such as the request id, aside). Child
 * loggers share the hook, so repeats are counted across requests.
 */
export function collapseRepeats(windowMs = REPEAT_WINDOW_MS) {
  const open = new Map<string, Repeats>();
  return function logMethod(this: Logger, args: unknown[], method: LogFn, level: number): void {
    const key = level >= LOWEST_COLLAPSED_LEVEL ? keyOf(level, args) : undefined;
    if (key === undefined) return void (method as (...a: unknown[]) => void).apply(this, args);
    const repeats = open.get(key);
    if (repeats) {
      repeats.count++;
      return;
    }
    (method as (...a: unknown[]) => void).apply(this, args);
    const entry: Repeats = { count: 0, logger: this, method, args };
    open.set(key, entry);
    // unref: a pending count must not keep a stopping process alive.
    setTimeout(() => {
      open.delete(key);
      if (entry.count > 0) {
        (entry.method as (...a: unknown[]) => void).apply(
          entry.logger,
          withCount(entry.args, entry.count),
        );
      }
    }, windowMs).unref();
  };
}
