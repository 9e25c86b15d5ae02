import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind.js';

describe('previewKind', () => {
  it('previews by MIME type, text and JSON as text', () => {
    expect(previewKind('image/png', 10)).toBe('image');
    expect(previewKind('audio/mpeg', 10)).toBe('audio');
    expect(previewKind('video/mp4', 10)).toBe('video');
    expect(previewKind('application/pdf', 10)).toBe('pdf');
    expect(previewKind('application/json', 10)).toBe('text');
    expect(previewKind('text/csv', 10)).toBe('text');
    expect(previewKind('application/zip', 10)).toBe('other');
  });

  it('skips files above 10,000,000 bytes and knows nothing without a type or size', () => {
    expect(previewKind('image/png', 10_000_000)).toBe('image');
    expect(previewKind('image/png', 10_000_001)).toBe('skipped');
    expect(previewKind(null, 10)).toBeUndefined();
    expect(previewKind('image/png', null)).toBeUndefined();
  });
});
