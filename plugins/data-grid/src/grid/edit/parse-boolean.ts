/**
 * Reads text as Postgres's `boolean` input does (`parse_bool_with_len` in its source): any case,
 * surrounding spaces ignored, `true`/`false`, `yes`/`no` and any prefix of them (`t`, `f`, `y`,
 * `n`, `tr`, ...), `on`/`off` (at least two letters, since `o` alone could be either), `1`/`0`.
 * Anything else is `undefined`: not a boolean. Following the database means a CSV export's `t`
 * and `f` paste back as what they were.
 */
export function parseBoolean(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (word === '') return undefined;
  const prefixOf = (full: string) => full.startsWith(word);
  if (prefixOf('true') || prefixOf('yes') || word === '1') return true;
  if (prefixOf('false') || prefixOf('no') || word === '0') return false;
  if (word === 'on') return true;
  if (word === 'of' || word === 'off') return false;
  return undefined;
}
