import { describe, expect, it } from 'vitest';
import { messagePlaceFor } from './message-place.js';

const view = { left: 0, right: 1000, bottom: 600 };

describe("where a cell editor's message goes", () => {
  it('goes under the cell, from its left edge, where there is room', () => {
    expect(messagePlaceFor({ left: 100, right: 220, bottom: 200 }, view)).toEqual({
      above: false,
      end: false,
    });
  });

  it('goes above a cell at the bottom edge, and ends at the right edge of one at the right', () => {
    expect(messagePlaceFor({ left: 880, right: 1000, bottom: 590 }, view)).toEqual({
      above: true,
      end: true,
    });
  });
});
