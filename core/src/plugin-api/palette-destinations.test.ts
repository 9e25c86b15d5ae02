import { describe, expect, it } from 'vitest';
import { matchesPaletteSearch, paletteMatchRank } from './palette-destinations.js';

describe('paletteMatchRank', () => {
  it('ranks the whole name, its start, word starts, then words anywhere', () => {
    expect(paletteMatchRank('orders', 'Orders')).toBe(0);
    expect(paletteMatchRank('ord', 'orders')).toBe(1);
    expect(paletteMatchRank('total', 'order_totals')).toBe(2);
    expect(paletteMatchRank('admin plugins', 'Open plugins admin')).toBe(2);
    expect(paletteMatchRank('cu', 'Security')).toBe(3);
    expect(paletteMatchRank('otal', 'order_totals')).toBe(3);
    expect(paletteMatchRank('invoices', 'orders')).toBeUndefined();
  });

  it('ignores case, accents and surrounding spaces; empty matches everything', () => {
    expect(paletteMatchRank('  CAFE ', 'café')).toBe(0);
    expect(paletteMatchRank('', 'anything')).toBe(3);
  });

  it('matches any of several texts', () => {
    expect(matchesPaletteSearch('public.ord', 'orders', 'public.orders')).toBe(true);
    expect(matchesPaletteSearch('auth.ord', 'orders', 'public.orders')).toBe(false);
  });
});
