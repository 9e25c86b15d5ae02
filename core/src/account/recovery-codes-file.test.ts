import { describe, expect, it } from 'vitest';
import { recoveryCodesHref, recoveryCodesText } from './recovery-codes-file.js';

describe('recovery codes as a file', () => {
  it('holds every code on its own line after a heading', () => {
    const text = recoveryCodesText(['abcd-efgh', 'bcde-fghj']);
    expect(text.split('\n')).toEqual([
      'Atrium recovery codes',
      'Each code signs you in once in place of a code from your authenticator app.',
      '',
      'abcd-efgh',
      'bcde-fghj',
      '',
    ]);
  });

  it('downloads as plain text that decodes back to the same text', () => {
    const href = recoveryCodesHref(['a+b/c d']);
    const prefix = 'data:text/plain;charset=utf-8,';
    expect(href.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(href.slice(prefix.length))).toBe(recoveryCodesText(['a+b/c d']));
  });
});
