import { describe, expect, it } from 'vitest';
import { restartDelay } from './restart-backoff.js';

describe('restartDelay', () => {
  it('doubles from half a second and stops growing at 30 s', () => {
    const delays = Array.from({ length: 10 }, (_, failures) => restartDelay(failures));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });
});
