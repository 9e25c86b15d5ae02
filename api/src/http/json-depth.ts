/**
 * Deepest nesting of arrays and objects a JSON body may have. Parsing survives far deeper text,
 * but serializing the value again (for a `jsonb` parameter, a log line) overflows the stack: such
 * a body would fail with 500 somewhere inside a handler instead of with 400 at the door.
 */
export const MAX_JSON_DEPTH = 512;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one scan of the text
 * (brackets inside strings do not count), without building anything.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}
