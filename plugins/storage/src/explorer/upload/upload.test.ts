import { describe, expect, it } from 'vitest';
import { runLimited } from '../../data/run-limited.js';
import { isDroppedArtefact, safeUploadPath, uniqueName } from './upload-names.js';
import { limitText, overLimitMessage, percentOf, uploadOutcome } from './upload-outcome.js';

describe('upload names', () => {
  it('replaces unsafe characters in each segment of a path', () => {
    expect(safeUploadPath('my photos/été #1.png')).toBe('my_photos/_t___1.png');
    expect(safeUploadPath('/a//b-c.d_e/')).toBe('a/b-c.d_e');
  });

  it("suffixes ' (n)' before the extension until the name is free", () => {
    const taken = new Set(['a.png', 'a (1).png', 'README']);
    expect(uniqueName('a.png', taken)).toBe('a (2).png');
    expect(uniqueName('a.png', taken)).toBe('a (3).png');
    expect(uniqueName('README', taken)).toBe('README (1)');
    expect(uniqueName('.env', taken)).toBe('.env');
  });

  it("drops a folder drop's '#/' paths", () => {
    expect(isDroppedArtefact('folder/#/x')).toBe(true);
    expect(isDroppedArtefact('folder/x#1')).toBe(false);
  });
});

describe('upload outcome', () => {
  it('shows progress to 2 decimals', () => {
    expect(percentOf(1, 3)).toBe('33.33%');
    expect(percentOf(0, 0)).toBe('100.00%');
  });

  it('tells all, some or none', () => {
    expect(uploadOutcome(3, 3)).toEqual({
      tone: 'success',
      title: 'Successfully uploaded 3 files!',
    });
    expect(uploadOutcome(1, 3)).toEqual({ tone: 'info', title: 'Uploaded 1 out of 3 files' });
    expect(uploadOutcome(0, 1)).toEqual({ tone: 'error', title: 'Failed to upload 1 file!' });
  });

  it("words the limit's refusal as the spec does", () => {
    expect(limitText(50 * 1024 * 1024)).toBe('50MB');
    expect(limitText(1500)).toBe('1500bytes');
    expect(overLimitMessage(2, 1024)).toBe(
      'Failed to upload 2 file(s) as its size is beyond the upload limit of 1KB. You may change the file size upload limit under Storage in Project Settings.',
    );
  });
});

describe('runLimited', () => {
  it('never runs more than the limit at once and keeps the order of outcomes', async () => {
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 25 }, (_, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      if (i === 3) throw new Error('three');
      return i;
    });
    const results = await runLimited(tasks, 10);
    expect(most).toBe(10);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 2 });
    expect(results[3]?.status).toBe('rejected');
  });
});
