import { describe, expect, it } from 'vitest';
import { clampPage, lastPage } from './page-math.js';

describe('page control (spec section 5)', () => {
  it('clamps the page input to 1..last page', () => {
    expect(lastPage(250, 100)).toBe(3);
    expect(lastPage(0, 100)).toBe(1);
    expect(clampPage('99', 1, 3)).toBe(3);
    expect(clampPage('0', 2, 3)).toBe(1);
    expect(clampPage('-4', 2, 3)).toBe(1);
    expect(clampPage('abc', 2, 3)).toBe(2);
  });
});
