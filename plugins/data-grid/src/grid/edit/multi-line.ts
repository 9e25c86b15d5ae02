/**
 * Whether a value is text over several lines, which a one-line input cannot hold: the browser
 * strips line breaks from an input's value, so it must be edited in a text area.
 */
export const isMultiLine = (value: unknown): boolean =>
  typeof value === 'string' && /[\r\n]/.test(value);
