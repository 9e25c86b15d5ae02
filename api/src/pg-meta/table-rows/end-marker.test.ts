import { describe, expect, it } from 'vitest';
import { EndMarkerQuoter } from './end-marker.js';

/** Runs `text` through a quoter in chunks of `size` bytes, as a body would arrive. */
function quote(text: string, size = text.length || 1): string {
  const quoter = new EndMarkerQuoter();
  const bytes = Buffer.from(text);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size)
    out.push(quoter.push(bytes.subarray(at, at + size)));
  out.push(quoter.end());
  return Buffer.concat(out).toString();
}

describe('EndMarkerQuoter', () => {
  it('quotes a record that is exactly \\. so that COPY reads it as data', () => {
    expect(quote('v\na\n\\.\nb\n')).toBe('v\na\n"\\."\nb\n');
    expect(quote('v\r\n\\.\r\nb\r\n')).toBe('v\r\n"\\."\r\nb\r\n');
    expect(quote('v\r\\.\rb\r')).toBe('v\r"\\."\rb\r');
    expect(quote('v\n\\.')).toBe('v\n"\\."');
  });

  it('finds the marker whatever the chunk boundaries', () => {
    const text = 'v\na\n\\.\nb\n\\.\n';
    for (const size of [1, 2, 3, 4, 5]) {
      expect(quote(text, size), `chunks of ${size}`).toBe('v\na\n"\\."\nb\n"\\."\n');
    }
  });

  it('leaves everything else alone: \\. inside a record or a quoted field, other backslashes', () => {
    for (const text of ['v\nx\\.\n', 'v\n\\.x\n', 'v\n"a\n\\.\nb"\n', 'v\n\\\n\\', 'v\n"\\."\n']) {
      for (const size of [1, 2, 64]) expect(quote(text, size)).toBe(text);
    }
  });

  it('passes multi-byte UTF-8 through unchanged, split anywhere', () => {
    const text = 'v\nžluťoučký kůň\n\\.\n😀\n';
    expect(quote(text, 1)).toBe('v\nžluťoučký kůň\n"\\."\n😀\n');
  });
});
