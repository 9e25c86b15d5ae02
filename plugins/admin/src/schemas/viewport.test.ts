import { describe, expect, it } from 'vitest';
import { arrowPan, fit, MAX_SCALE, MIN_SCALE, pan, PAN_STEP, zoomAt } from './viewport.js';

describe('viewport', () => {
  it('pans by the distance dragged', () => {
    expect(pan({ x: 10, y: 20, scale: 2 }, 5, -7)).toEqual({ x: 15, y: 13, scale: 2 });
  });

  it('zooms about a point of the frame, which stays over the same point of the diagram', () => {
    const before = { x: 40, y: 30, scale: 1 };
    const after = zoomAt(before, 2, 100, 80);
    expect(after.scale).toBe(2);
    // The diagram point under (100, 80): (60, 50) before, and still after.
    expect((100 - after.x) / after.scale).toBe(60);
    expect((80 - after.y) / after.scale).toBe(50);
  });

  it('keeps the zoom within its bounds', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 100, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 0.0001, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('fits a large diagram into the frame, centred, and never enlarges a small one', () => {
    const big = fit({ width: 2000, height: 500 }, { width: 1000, height: 600 });
    expect(big).toEqual({ scale: 0.5, x: 0, y: 175 });
    expect(fit({ width: 200, height: 100 }, { width: 1000, height: 600 })).toEqual({
      scale: 1,
      x: 400,
      y: 250,
    });
    expect(fit({ width: 0, height: 0 }, { width: 1000, height: 600 }).scale).toBe(1);
  });

  it('moves the view the arrow’s way, the diagram the other', () => {
    expect(arrowPan('ArrowRight')).toEqual([-PAN_STEP, 0]);
    expect(arrowPan('ArrowUp')).toEqual([0, PAN_STEP]);
    expect(arrowPan('a')).toBeUndefined();
  });
});
