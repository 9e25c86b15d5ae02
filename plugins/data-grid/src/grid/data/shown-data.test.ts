import { describe, expect, it } from 'vitest';
import { shownData } from './shown-data.js';

const asAnon = { key: 'page 1 as anon', role: 'anon' };
const page = (key: string, role: string) => ({ rows: [key], readFor: { key, role } });

describe('shownData: never rows the role did not get', () => {
  it('shows data read for the current key, even beside a failed refetch', () => {
    const own = page('page 1 as anon', 'anon');
    expect(shownData(own, asAnon, undefined)).toBe(own);
    expect(shownData(own, asAnon, new Error('refetch failed'))).toBe(own);
  });

  it("keeps the same role's previous page while the next loads", () => {
    const previous = page('page 2 as anon', 'anon');
    expect(shownData(previous, asAnon, undefined)).toBe(previous);
  });

  it("drops another role's rows, loading or failed", () => {
    const postgres = page('page 1 as postgres', 'postgres');
    expect(shownData(postgres, asAnon, undefined)).toBeUndefined();
    expect(shownData(postgres, asAnon, new Error('permission denied'))).toBeUndefined();
  });

  it('drops previous data once the current key failed, so the error shows', () => {
    const previous = page('page 2 as anon', 'anon');
    expect(shownData(previous, asAnon, new Error('permission denied'))).toBeUndefined();
  });

  it('shows nothing without a current key', () => {
    expect(shownData(page('x', 'anon'), null, undefined)).toBeUndefined();
  });
});
