import { describe, expect, it } from 'vitest';
import { truncatedName } from './truncated-name.js';

describe('truncatedName', () => {
  it('keeps names of up to 20 characters whole', () => {
    expect(truncatedName('a'.repeat(20))).toEqual({ shown: 'a'.repeat(20), truncated: false });
  });

  it('cuts longer ones to 20 characters and an ellipsis, never inside a character', () => {
    expect(truncatedName('a'.repeat(21))).toEqual({ shown: `${'a'.repeat(20)}…`, truncated: true });
    expect(truncatedName('😀'.repeat(21)).shown).toBe(`${'😀'.repeat(20)}…`);
  });
});
