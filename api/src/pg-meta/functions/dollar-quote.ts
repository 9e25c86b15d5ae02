import { randomBytes } from 'node:crypto';

const randomTag = () => `atrium_${randomBytes(6).toString('hex')}`;

/**
 * Wraps code (a function body) in dollar quotes whose tag cannot end the string early: Postgres
 * closes the string at the first occurrence of `$tag$` after the opening, so the tag must first
 * occur exactly at the end of `body + $tag$` (which also covers a body ending in part of the tag).
 */
export function dollarQuote(body: string, makeTag: () => string = randomTag): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const tag = makeTag();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tag)) throw new Error(`Invalid dollar-quote tag: ${tag}`);
    const delimiter = `$${tag}$`;
    if (`${body}${delimiter}`.indexOf(delimiter) === body.length) {
      return `${delimiter}${body}${delimiter}`;
    }
  }
  throw new Error('Could not find a dollar-quote tag absent from the body');
}
