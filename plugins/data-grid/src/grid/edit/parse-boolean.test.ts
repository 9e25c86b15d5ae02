import { describe, expect, it } from 'vitest';
import { parseBoolean } from './parse-boolean.js';

describe('parseBoolean (the spellings Postgres accepts for boolean)', () => {
  it('reads t, true, yes, on, 1 and their prefixes as true, in any case', () => {
    for (const text of ['t', 'T', 'true', 'TRUE', 'True', 'tr', 'y', 'yes', 'YE', 'on', 'ON', '1'])
      expect(parseBoolean(text), text).toBe(true);
  });

  it('reads f, false, no, off, 0 and their prefixes as false, spaces ignored', () => {
    for (const text of [
      'f',
      'F',
      'false',
      'FALSE',
      'fal',
      'n',
      'no',
      'NO',
      'of',
      'off',
      '0',
      ' f ',
    ])
      expect(parseBoolean(text), text).toBe(false);
  });

  it('refuses everything else, including o (on or off?), an empty text and near misses', () => {
    for (const text of ['maybe', 'o', '', '  ', 'truth', 'yess', 'onn', '2', '01', 'null', 't f'])
      expect(parseBoolean(text), text).toBeUndefined();
  });
});
