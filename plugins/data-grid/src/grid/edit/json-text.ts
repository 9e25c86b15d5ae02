/**
 * Whether `text` is JSON. Only a syntax check: its result is thrown away, never sent, since a JS
 * parse rounds numbers past 2^53 and drops duplicate keys that Postgres keeps.
 */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text a JSON editor starts with: json and jsonb come as the text Postgres holds and are shown
 * exactly so (re-laying them out would rewrite a json column's text on save); an array comes as a
 * JSON value and is laid out over lines.
 */
export const jsonEditorText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);
