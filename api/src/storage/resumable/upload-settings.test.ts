import { describe, expect, it } from 'vitest';
import { DEFAULT_RESUMABLE_UPLOAD_EXPIRY_MS, resumableUploadExpiryMs } from './upload-settings.js';

describe('resumableUploadExpiryMs', () => {
  it('keeps unfinished uploads 24 hours unless the storage module’s config says otherwise', () => {
    expect(resumableUploadExpiryMs({})).toBe(DEFAULT_RESUMABLE_UPLOAD_EXPIRY_MS);
    expect(DEFAULT_RESUMABLE_UPLOAD_EXPIRY_MS).toBe(86_400_000);
    expect(resumableUploadExpiryMs({ resumableUploadExpiryMs: 3_600_000 })).toBe(3_600_000);
  });

  it('refuses a value that would turn expiry off or is not a whole number of ms', () => {
    for (const wrong of [0, -1, 1.5, '3600000', null, Number.POSITIVE_INFINITY]) {
      expect(() => resumableUploadExpiryMs({ resumableUploadExpiryMs: wrong })).toThrow(
        /resumableUploadExpiryMs/,
      );
    }
  });
});
